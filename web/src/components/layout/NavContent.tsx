import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListSubheader from '@mui/material/ListSubheader';
import MenuOpenRounded from '@mui/icons-material/MenuOpenRounded';
import MenuRounded from '@mui/icons-material/MenuRounded';
import { AppPath } from '../../routes/paths';
import { Logo } from '../Logo';
import { NAV_SECTIONS } from './navSections';
import { NavLinkItem } from './NavLinkItem';

interface NavContentProps {
  isCollapsed: boolean;
  /** Present on large screens, where the navigation can be narrowed to icons. */
  onToggleCollapsed?: () => void;
  onNavigate?: () => void;
}

/** The inside of the vertical navigation: the logo and the sections of links. */
export function NavContent({ isCollapsed, onToggleCollapsed, onNavigate }: NavContentProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: isCollapsed ? 'center' : 'space-between',
          px: isCollapsed ? 1 : 2.5,
          minHeight: 64,
        }}
      >
        {!isCollapsed && (
          <Box component={RouterLink} to={AppPath.home} sx={{ color: 'text.primary', textDecoration: 'none' }}>
            <Logo size={30} />
          </Box>
        )}
        {onToggleCollapsed && (
          <IconButton
            onClick={onToggleCollapsed}
            size="small"
            aria-label={isCollapsed ? t('Expand navigation') : t('Collapse navigation')}
          >
            {isCollapsed ? <MenuRounded fontSize="small" /> : <MenuOpenRounded fontSize="small" />}
          </IconButton>
        )}
      </Box>
      <Box component="nav" aria-label={t('Main navigation')} sx={{ flex: 1, overflowY: 'auto', px: 1.5, pb: 2 }}>
        {NAV_SECTIONS.map((section) => (
          <List
            key={section.id}
            dense
            disablePadding
            subheader={
              isCollapsed ? undefined : (
                <ListSubheader
                  disableSticky
                  sx={{
                    bgcolor: 'transparent',
                    lineHeight: '32px',
                    mt: 1.5,
                    fontSize: 12,
                    fontWeight: 600,
                    letterSpacing: '0.06em',
                    textTransform: 'uppercase',
                    // Secondary, not disabled: the section names are read (WCAG contrast, 2.2:1 before).
                    color: 'text.secondary',
                  }}
                >
                  {section.title(t)}
                </ListSubheader>
              )
            }
          >
            {section.items.map((item) => (
              <NavLinkItem key={item.path} item={item} isCollapsed={isCollapsed} onNavigate={onNavigate} />
            ))}
          </List>
        ))}
      </Box>
    </Box>
  );
}
