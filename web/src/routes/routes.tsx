import { redirect, type RouteObject } from 'react-router';
import { RootView } from '../components/RootView';
import { RouteErrorPage } from '../components/RouteErrorPage';
import { accountSettingsPath, AppPath, USER_PROFILE_TABS } from './paths';
import { brandedTitle, HOME_TITLE, type RouteHandle } from './routeHandle';
import { sessionGuardLoader } from './sessionGuard';

const titled = (title: RouteHandle['title']): RouteHandle => ({ title: (t) => brandedTitle(title(t)) });

// Every page is its own chunk, loaded when its route is first visited.
const protectedRoutes: RouteObject[] = [
  {
    path: AppPath.home,
    handle: { title: () => HOME_TITLE } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('../pages/HomePage')).HomePage }),
  },
  {
    path: AppPath.checkpass,
    handle: titled((t) => t('Check')),
    lazy: async () => ({ Component: (await import('../pages/CheckpassPage')).CheckpassPage }),
  },
  {
    path: AppPath.editor,
    handle: { ...titled((t) => t('Editor')), isWorkspace: true } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('../pages/editor/EditorPage')).EditorPage }),
  },
  {
    path: AppPath.expand,
    handle: titled((t) => t('Expand')),
    lazy: async () => ({ Component: (await import('../pages/ExpandPage')).ExpandPage }),
  },
  {
    path: AppPath.knowledge,
    handle: titled((t) => t('Knowledge base')),
    lazy: async () => ({ Component: (await import('../pages/KnowledgePage')).KnowledgePage }),
  },
  {
    path: AppPath.paperSearch,
    handle: titled((t) => t('Paper search')),
    lazy: async () => ({ Component: (await import('../pages/PaperSearchPage')).PaperSearchPage }),
  },
  ...[AppPath.paperSearchResult, `${AppPath.paperSearchResult}/:id`].map((path) => ({
    path,
    handle: titled((t) => t('Saved search')),
    lazy: async () => ({ Component: (await import('../pages/PaperSearchResultPage')).PaperSearchResultPage }),
  })),
  {
    path: AppPath.polish,
    handle: titled((t) => t('Polish')),
    lazy: async () => ({ Component: (await import('../pages/PolishPage')).PolishPage }),
  },
  {
    path: AppPath.preview,
    handle: titled((t) => t('Preview')),
    lazy: async () => ({ Component: (await import('../pages/preview/PreviewPage')).PreviewPage }),
  },
  {
    path: AppPath.writing,
    handle: titled((t) => t('Writing')),
    lazy: async () => ({ Component: (await import('../pages/WritingPage')).WritingPage }),
  },
  {
    path: `${AppPath.accountSettings}/:tab`,
    handle: titled((t) => t('Account settings')),
    lazy: async () => ({ Component: (await import('../pages/AccountSettingsPage')).AccountSettingsPage }),
  },
  {
    path: AppPath.orders,
    handle: titled((t) => t('My orders')),
    lazy: async () => ({ Component: (await import('../pages/OrdersPage')).OrdersPage }),
  },
  {
    path: `${AppPath.userProfile}/:tab`,
    handle: titled((t) => t('Profile')),
    lazy: async () => ({ Component: (await import('../pages/UserProfilePage')).UserProfilePage }),
  },
  {
    path: AppPath.pointsFlow,
    handle: titled((t) => t('Points flow')),
    lazy: async () => ({ Component: (await import('../pages/PointsFlowPage')).PointsFlowPage }),
  },
  {
    path: AppPath.adminUsers,
    handle: titled((t) => t('Users')),
    lazy: async () => ({ Component: (await import('../pages/AdminUsersPage')).AdminUsersPage }),
  },
  {
    path: AppPath.adminModelSettings,
    handle: titled((t) => t('Model settings')),
    lazy: async () => ({ Component: (await import('../pages/AdminModelSettingsPage')).AdminModelSettingsPage }),
  },
  {
    path: AppPath.adminPackages,
    handle: titled((t) => t('Packages')),
    lazy: async () => ({ Component: (await import('../pages/AdminPackagesPage')).AdminPackagesPage }),
  },
  {
    path: AppPath.adminCoupons,
    handle: titled((t) => t('Coupons')),
    lazy: async () => ({ Component: (await import('../pages/AdminCouponsPage')).AdminCouponsPage }),
  },
  {
    path: AppPath.adminOrders,
    handle: titled((t) => t('Orders')),
    lazy: async () => ({ Component: (await import('../pages/AdminOrdersPage')).AdminOrdersPage }),
  },
  {
    path: AppPath.adminBalances,
    handle: titled((t) => t('Balances')),
    lazy: async () => ({ Component: (await import('../pages/AdminBalancesPage')).AdminBalancesPage }),
  },
  {
    path: AppPath.adminAuditLog,
    handle: titled((t) => t('Audit log')),
    lazy: async () => ({ Component: (await import('../pages/AdminAuditLogPage')).AdminAuditLogPage }),
  },
  {
    path: AppPath.adminErrors,
    handle: titled((t) => t('Errors')),
    lazy: async () => ({ Component: (await import('../pages/AdminErrorsPage')).AdminErrorsPage }),
  },
  {
    path: AppPath.adminUsage,
    handle: titled((t) => t('Usage')),
    lazy: async () => ({ Component: (await import('../pages/AdminUsagePage')).AdminUsagePage }),
  },
  {
    path: AppPath.adminHealth,
    handle: titled((t) => t('Health')),
    lazy: async () => ({ Component: (await import('../pages/AdminHealthPage')).AdminHealthPage }),
  },
];

const blankRoutes: RouteObject[] = [
  {
    path: AppPath.welcome,
    handle: titled((t) => t('Welcome')),
    lazy: async () => ({ Component: (await import('../pages/WelcomePage')).WelcomePage }),
  },
  {
    path: AppPath.login,
    handle: titled((t) => t('Sign in')),
    lazy: async () => ({ Component: (await import('../pages/LoginPage')).LoginPage }),
  },
  {
    path: AppPath.register,
    handle: titled((t) => t('Create account')),
    lazy: async () => ({ Component: (await import('../pages/RegisterPage')).RegisterPage }),
  },
  {
    path: AppPath.forgotPassword,
    handle: titled((t) => t('Reset password')),
    lazy: async () => ({ Component: (await import('../pages/ForgotPasswordPage')).ForgotPasswordPage }),
  },
  {
    path: '*',
    handle: titled((t) => t('Page not found')),
    lazy: async () => ({ Component: (await import('../pages/NotFoundPage')).NotFoundPage }),
  },
];

/** The whole route table of spec §2. */
export const routes: RouteObject[] = [
  {
    Component: RootView,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: () => null,
    children: [
      // Redirect-only routes: the loader navigates away, so they render nothing.
      { path: AppPath.root, loader: () => redirect(AppPath.home), element: null },
      {
        path: AppPath.accountSettings,
        loader: () => redirect(accountSettingsPath('account')),
        element: null,
      },
      {
        path: AppPath.userProfile,
        loader: () => redirect(`${AppPath.userProfile}/${USER_PROFILE_TABS[0]}`),
        element: null,
      },
      {
        // spec §2: every protected navigation re-checks the session, so this loader always reruns.
        loader: sessionGuardLoader,
        shouldRevalidate: () => true,
        lazy: async () => ({ Component: (await import('../components/layout/DefaultLayout')).DefaultLayout }),
        children: protectedRoutes,
      },
      {
        lazy: async () => ({ Component: (await import('../components/layout/BlankLayout')).BlankLayout }),
        children: blankRoutes,
      },
      {
        // Public, yet a page of the app once signed in: the layout follows the session.
        lazy: async () => ({ Component: (await import('../components/layout/SessionLayout')).SessionLayout }),
        children: [
          {
            path: AppPath.invitation,
            handle: titled((t) => t('Invitation')),
            lazy: async () => ({ Component: (await import('../pages/InvitationPage')).InvitationPage }),
          },
        ],
      },
    ],
  },
];
