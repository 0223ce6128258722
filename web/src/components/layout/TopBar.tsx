import { useTranslation } from 'react-i18next';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { alpha } from '@mui/material/styles';
import MenuRounded from '@mui/icons-material/MenuRounded';
import { LanguageToggle } from '../LanguageToggle';
import { ThemeMenu } from '../ThemeMenu';
import { UserMenu } from './UserMenu';
import { WordsLeftChip } from './WordsLeftChip';

interface TopBarProps {
  /** Present below the large breakpoint, where the navigation is an overlay. */
  onOpenNav?: () => void;
}

/** The sticky bar above every default-layout page: words left, theme, language and the user menu. */
export function TopBar({ onOpenNav }: TopBarProps) {
  const { t } = useTranslation();
  return (
    <AppBar
      position="sticky"
      sx={{
        bgcolor: (theme) => alpha(theme.palette.background.default, 0.85),
        backdropFilter: 'blur(8px)',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Toolbar sx={{ gap: 1, minHeight: { xs: 64 }, px: { xs: 2, md: 3 } }}>
        {onOpenNav && (
          <IconButton edge="start" onClick={onOpenNav} aria-label={t('Open navigation')}>
            <MenuRounded />
          </IconButton>
        )}
        <Box sx={{ flex: 1 }} />
        <WordsLeftChip />
        <ThemeMenu />
        <LanguageToggle />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
