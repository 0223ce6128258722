import Drawer from '@mui/material/Drawer';
import { NAV_WIDTH } from '../../theme/theme';
import { NavContent } from './NavContent';

/** Width of the navigation when narrowed to icons. */
export const NAV_COLLAPSED_WIDTH = 76;

interface VerticalNavProps {
  isDesktop: boolean;
  isMobileOpen: boolean;
  isCollapsed: boolean;
  onMobileClose: () => void;
  onToggleCollapsed: () => void;
}

/**
 * spec §2: the vertical navigation is permanent from the large breakpoint up and an overlay
 * (z-index 2000, spec §9) below it. The overlay renders its links when it opens, not hidden with
 * every page: kept mounted, it added its render and a layout read to each phone page's load
 * (about a fifth of the signed-in pages' blocking time, docs/benchmarks-delivery.md).
 */
export function VerticalNav({
  isDesktop,
  isMobileOpen,
  isCollapsed,
  onMobileClose,
  onToggleCollapsed,
}: VerticalNavProps) {
  if (!isDesktop) {
    return (
      <Drawer
        variant="temporary"
        open={isMobileOpen}
        onClose={onMobileClose}
        slotProps={{ paper: { sx: { width: NAV_WIDTH } } }}
      >
        <NavContent isCollapsed={false} onNavigate={onMobileClose} />
      </Drawer>
    );
  }
  const width = isCollapsed ? NAV_COLLAPSED_WIDTH : NAV_WIDTH;
  return (
    <Drawer
      variant="permanent"
      sx={{ width, flexShrink: 0, transition: 'width 200ms' }}
      slotProps={{
        paper: { sx: { width, transition: 'width 200ms', borderRightColor: 'divider', overflowX: 'hidden' } },
      }}
    >
      <NavContent isCollapsed={isCollapsed} onToggleCollapsed={onToggleCollapsed} />
    </Drawer>
  );
}
