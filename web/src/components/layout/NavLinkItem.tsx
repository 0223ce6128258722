import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { alpha } from '@mui/material/styles';
import type { NavItem } from './navSections';

interface NavLinkItemProps {
  item: NavItem;
  isCollapsed: boolean;
  onNavigate?: () => void;
}

/** One navigation link; highlighted on its route, icon-only with a tooltip when collapsed. */
export function NavLinkItem({ item, isCollapsed, onNavigate }: NavLinkItemProps) {
  const { t } = useTranslation();
  const Icon = item.icon;
  const label = item.label(t);
  // A list item around the link: a link straight inside the section's <ul> is invalid list markup.
  return (
    <ListItem disablePadding>
      <Tooltip title={isCollapsed ? label : ''} placement="right">
        <ListItemButton
          component={NavLink}
          to={item.path}
          onClick={onNavigate}
          sx={{
            borderRadius: 2,
            mb: 0.5,
            minHeight: 42,
            px: isCollapsed ? 1.5 : 2,
            justifyContent: isCollapsed ? 'center' : 'flex-start',
            color: 'text.primary',
            '&.active': {
              color: 'primary.contrastText',
              background: (theme) =>
                `linear-gradient(72deg, ${theme.palette.primary.main} 22%, ${alpha(theme.palette.primary.main, 0.7)} 100%)`,
              boxShadow: (theme) => `0 2px 6px ${alpha(theme.palette.primary.main, 0.35)}`,
              '& .MuiListItemIcon-root': { color: 'inherit' },
            },
          }}
        >
          <ListItemIcon sx={{ minWidth: isCollapsed ? 0 : 36, color: 'text.secondary' }}>
            <Icon fontSize="small" />
          </ListItemIcon>
          {!isCollapsed && (
            <>
              <ListItemText primary={label} slotProps={{ primary: { sx: { fontSize: 15, fontWeight: 500 } } }} />
              {!item.isAvailable && (
                <Chip
                  label={t('Soon')}
                  size="small"
                  variant="outlined"
                  sx={{ height: 20, fontSize: 11, color: 'inherit', borderColor: 'currentColor', opacity: 0.8 }}
                />
              )}
            </>
          )}
        </ListItemButton>
      </Tooltip>
    </ListItem>
  );
}
