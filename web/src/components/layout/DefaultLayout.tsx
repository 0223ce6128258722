import { useState } from 'react';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useStore } from '../../hooks/useStore';
import { preferencesStore, toggleNavCollapsed } from '../../lib/preferencesStore';
import { NAV_BREAKPOINT } from '../../theme/theme';
import { Footer } from './Footer';
import { TopBar } from './TopBar';
import { VerticalNav } from './VerticalNav';

/** Widest the page content grows (the "compact" content width). */
const CONTENT_MAX_WIDTH = 1440;

/** spec §2 default layout: vertical navigation, top bar, the page, a footer. */
export function DefaultLayout() {
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up(NAV_BREAKPOINT), { noSsr: true });
  const [isMobileOpen, setIsMobileOpen] = useState(false);
  const { verticalNavCollapsed } = useStore(preferencesStore);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <VerticalNav
        isDesktop={isDesktop}
        isMobileOpen={isMobileOpen}
        isCollapsed={verticalNavCollapsed}
        onMobileClose={() => setIsMobileOpen(false)}
        onToggleCollapsed={toggleNavCollapsed}
      />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <TopBar onOpenNav={isDesktop ? undefined : () => setIsMobileOpen(true)} />
        <Box
          component="main"
          sx={{
            flex: 1,
            width: '100%',
            maxWidth: CONTENT_MAX_WIDTH,
            mx: 'auto',
            px: { xs: 2, md: 3 },
            py: { xs: 3, md: 4 },
          }}
        >
          <Outlet />
        </Box>
        <Footer />
      </Box>
    </Box>
  );
}
