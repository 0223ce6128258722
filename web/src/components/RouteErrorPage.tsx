import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ERROR_BOUNDARY_ATTRIBUTE } from '../features/monitoring/blankScreen';
import { reportBoundaryError } from '../features/monitoring/boundaryReports';

/**
 * Shown when a page fails to load or render — most often a stale tab after a new version was
 * deployed, whose page files no longer exist; reloading fetches the new version. The error is
 * reported to monitoring, and the page counts as a blank screen there.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  // spec §9: what the error page caught is reported (it never reaches window `error`).
  useEffect(() => reportBoundaryError(error), [error]);
  return (
    <Box
      {...{ [ERROR_BOUNDARY_ATTRIBUTE]: '' }}
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}
    >
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
