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
    uploadImage: '/v1/textEditor/uploadImage',
    image: '/v1/textEditor/image',
  },
  workflow: {
    polish: '/v1/workflow/polish',
    expand: '/v1/workflow/expand',
    reduceSimilarity: '/v1/workflow/reduceSimilarity',
    reduceAIContent: '/v1/workflow/reduceAIContent',
    suggestion: '/v1/workflow/suggestion',
    polishBySuggestion: '/v1/workflow/polishBySuggestion',
    parse: '/v1/workflow/parse',
    queryResultAndPreview: '/v1/workflow/queryResultAndPreview',
    polishSse: '/v1/workflow/polishSse',
    suggestionSse: '/v1/workflow/suggestionSse',
    polishBySuggestionSse: '/v1/workflow/polishBySuggestionSse',
    outlineSuggestion: '/v1/workflow/outlineSuggestion',
  },
  modelSettings: {
    settings: '/v1/admin/modelSettings',
    test: '/v1/admin/modelSettings/test',
    detectOllama: '/v1/admin/modelSettings/detectOllama',
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
