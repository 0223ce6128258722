/** The app's routes (spec §2), spelled once. */
export const AppPath = {
  root: '/',
  home: '/apps/home',
  checkpass: '/apps/checkpass',
  editor: '/apps/editor',
  expand: '/apps/expand',
  knowledge: '/apps/knowledge',
  paperSearch: '/apps/papersearch',
  paperSearchResult: '/apps/papersearch/result',
  polish: '/apps/polish',
  preview: '/apps/preview',
  writing: '/apps/writing',
  invitation: '/front-pages/invitation',
  accountSettings: '/pages/account-settings',
  userProfile: '/pages/user-profile',
  orders: '/pages/orders',
  pointsFlow: '/pages/points-flow',
  welcome: '/welcome',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  adminUsers: '/admin/users',
  adminModelSettings: '/admin/model-settings',
  adminPackages: '/admin/packages',
  adminCoupons: '/admin/coupons',
  adminOrders: '/admin/orders',
  adminBalances: '/admin/balances',
  adminAuditLog: '/admin/audit-log',
  adminErrors: '/admin/errors',
  adminUsage: '/admin/usage',
  adminHealth: '/admin/health',
} as const;

/** The account-settings tabs. */
export const ACCOUNT_SETTINGS_TABS = ['account', 'security'] as const;
export type AccountSettingsTab = (typeof ACCOUNT_SETTINGS_TABS)[number];

/** Link to an account-settings tab. */
export function accountSettingsPath(tab: AccountSettingsTab): string {
  return `${AppPath.accountSettings}/${tab}`;
}

/** The user-profile tabs; /pages/user-profile redirects to the first. */
export const USER_PROFILE_TABS = ['profile', 'searches', 'invitees', 'sessions'] as const;
export type UserProfileTab = (typeof USER_PROFILE_TABS)[number];

/** Link to a user-profile tab. */
export function userProfilePath(tab: UserProfileTab): string {
  return `${AppPath.userProfile}/${tab}`;
}
