import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useStore } from '../hooks/useStore';
import { userStore } from '../lib/userStore';
import { AppPath } from '../routes/paths';

/** "Page not found", with the way back that suits a signed-in user or a visitor. */
export function NotFoundContent() {
  const { t } = useTranslation();
  const { logged } = useStore(userStore);
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2 }}>
      <Typography
        aria-hidden
        sx={{
          fontSize: { xs: 88, md: 120 },
          fontWeight: 800,
          lineHeight: 1,
          color: 'primary.main',
          opacity: 0.9,
          letterSpacing: '-0.04em',
        }}
      >
        404
      </Typography>
      <Typography variant="h4" component="h1" sx={{ mt: 2 }}>
        {t('Page not found')}
      </Typography>
      <Typography color="textSecondary" sx={{ mt: 1, mb: 4 }}>
        {t('The page you are looking for does not exist or has moved.')}
      </Typography>
      <Button component={RouterLink} to={logged ? AppPath.home : AppPath.welcome} variant="contained" size="large">
        {logged ? t('Back to home') : t('Go to the welcome page')}
      </Button>
    </Box>
  );
}
