import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/**
 * Shown when a page fails to load or render — most often a stale tab after a new version was
 * deployed, whose page files no longer exist; reloading fetches the new version.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
      <Box>
        <Typography variant="h4" component="h1">
          {t('Something went wrong')}
        </Typography>
        <Typography color="textSecondary" sx={{ mt: 1, mb: 4 }}>
          {t('This page could not be loaded. Reloading usually fixes it.')}
        </Typography>
        <Button variant="contained" size="large" onClick={() => window.location.reload()}>
          {t('Reload')}
        </Button>
      </Box>
    </Box>
  );
}
