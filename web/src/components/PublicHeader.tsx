import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useStore } from '../hooks/useStore';
import { userStore } from '../lib/userStore';
import { AppPath } from '../routes/paths';
import { LanguageToggle } from './LanguageToggle';
import { Logo } from './Logo';

/** The bar on public pages: logo, language, and the way in (sign in, or back to the app). */
export function PublicHeader() {
  const { t } = useTranslation();
  const { logged } = useStore(userStore);
  return (
    <Box
      component="header"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, px: { xs: 2, md: 4 }, py: 2, maxWidth: 1200, mx: 'auto' }}
    >
      <Box component={RouterLink} to={AppPath.welcome} sx={{ color: 'text.primary', textDecoration: 'none' }}>
        <Logo size={30} />
      </Box>
      <Box sx={{ flex: 1 }} />
      <LanguageToggle />
      {logged ? (
        <Button component={RouterLink} to={AppPath.home} variant="contained" sx={{ whiteSpace: 'nowrap' }}>
          {t('Open Inkstone')}
        </Button>
      ) : (
        <Button component={RouterLink} to={AppPath.login} variant="outlined" sx={{ whiteSpace: 'nowrap' }}>
          {t('Sign in')}
        </Button>
      )}
    </Box>
  );
}
