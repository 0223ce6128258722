import { useState } from 'react';
import { Outlet, useMatches } from 'react-router';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useStore } from '../../hooks/useStore';
import { preferencesStore, toggleNavCollapsed } from '../../lib/preferencesStore';
import { isRouteHandle } from '../../routes/routeHandle';
import { NAV_BREAKPOINT } from '../../theme/theme';
import { TopUpProvider } from '../../features/topUp/components/TopUpProvider';
import { Footer } from './Footer';
import { TopBar } from './TopBar';
import { VerticalNav } from './VerticalNav';

/** Widest the page content grows (the "compact" content width). */
const CONTENT_MAX_WIDTH = 1440;

/** Padding and width of an ordinary page. */
const pageSx = {
  flex: 1,
  width: '100%',
  maxWidth: CONTENT_MAX_WIDTH,
  mx: 'auto',
  px: { xs: 2, md: 3 },
  py: { xs: 3, md: 4 },
} as const;

/** A workspace page fills what is left of the window and scrolls inside its own panes. */
const workspaceSx = { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' } as const;

/**
 * spec §2 default layout: vertical navigation, top bar, the page, a footer. A workspace route (see
 * RouteHandle) keeps the top bar only and opens the navigation as an overlay, so its columns have the
 * whole width.
 */
export function DefaultLayout() {
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up(NAV_BREAKPOINT), { noSsr: true });
  const isWorkspace = useMatches().some((match) => isRouteHandle(match.handle) && match.handle.isWorkspace);
  const isNavPermanent = isDesktop && !isWorkspace;
  const [isMobileOpen, setIsMobileOpen] = useState(false);
  const { verticalNavCollapsed } = useStore(preferencesStore);

  return (
    <TopUpProvider>
      <Box
        sx={{
          display: 'flex',
          bgcolor: 'background.default',
          ...(isWorkspace ? { height: '100dvh' } : { minHeight: '100vh' }),
        }}
      >
        <VerticalNav
          isDesktop={isNavPermanent}
          isMobileOpen={isMobileOpen}
          isCollapsed={verticalNavCollapsed}
          onMobileClose={() => setIsMobileOpen(false)}
          onToggleCollapsed={toggleNavCollapsed}
        />
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <TopBar onOpenNav={isNavPermanent ? undefined : () => setIsMobileOpen(true)} />
          <Box component="main" sx={isWorkspace ? workspaceSx : pageSx}>
            <Outlet />
          </Box>
          {!isWorkspace && <Footer />}
        </Box>
      </Box>
    </TopUpProvider>
  );
}
