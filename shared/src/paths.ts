/** The spec's /v1 paths (spec §7), spelled once for server and web. */
export const V1 = {
  user: {
    info: '/v1/user/info',
    logout: '/v1/user/logout',
    logoutAll: '/v1/user/logoutAll',
    preferences: '/v1/user/preferences',
    changePassword: '/v1/user/changePassword',
  },
  login: {
    sendSMSCode: '/v1/login/sendSMSCode',
    sms: '/v1/login/sms',
    email: '/v1/login/email',
  },
  register: {
    registerCode: '/v1/register/registerCode',
    doRegistry: '/v1/register/doRegistry',
    resetPasswordCode: '/v1/register/resetPasswordCode',
    resetPassword: '/v1/register/resetPassword',
  },
  textEditor: {
    create: '/v1/textEditor/create',
    edit: '/v1/textEditor/edit',
    sync: '/v1/textEditor/sync',
    query: '/v1/textEditor/query',
    deleteFile: '/v1/textEditor/deleteFile',
    changeFolder: '/v1/textEditor/changeFolder',
    getRecentText: '/v1/textEditor/getRecentText',
    restore: '/v1/textEditor/restore',
  },
  dev: {
    outbox: '/v1/dev/outbox',
  },
  admin: {
    users: '/v1/admin/users',
  },
  openapi: '/v1/openapi.json',
  docs: '/v1/docs',
} as const;

/** Process health, outside /v1. */
export const HealthPaths = { live: '/healthz', ready: '/readyz' } as const;
