import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import EditNoteRounded from '@mui/icons-material/EditNoteRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../components/PageHeader';
import { AppPath } from '../../routes/paths';

/** What /apps/preview shows when it has no note to lay out: why, and the way to the editor. */
export function PreviewNotice({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('Preview')} />
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, display: 'grid', placeItems: 'center' }}>
        <Box sx={{ textAlign: 'center', maxWidth: 420 }}>
          <EditNoteRounded color="primary" sx={{ fontSize: 48 }} />
          <Typography color="textSecondary" sx={{ mt: 1, mb: 3 }}>
            {message}
          </Typography>
          <Button component={RouterLink} to={AppPath.editor} variant="contained">
            {t('Go to the editor')}
          </Button>
        </Box>
      </Paper>
    </>
  );
}
