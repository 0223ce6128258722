import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import { messageOf } from '../../../lib/errorMessages';
import { useDownloadBackup } from '../queries';

/**
 * Backups from the health page: the embedded server writes one while it runs; with PostgreSQL the
 * data lives in the database and the bucket, whose own tools back them up.
 */
export function BackupCard({ isEmbedded }: { isEmbedded: boolean }) {
  const { t } = useTranslation();
  const download = useDownloadBackup();
  return (
    <Card data-testid="health-backup" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('Backup')}
        </Typography>
        {isEmbedded ? (
          <>
            <Typography variant="body2" color="textSecondary" sx={{ mb: 2, maxWidth: 720 }}>
              {t(
                'One archive with the database, the uploaded files and the key of stored secrets, taken while the server runs. Put it back with npm run restore on a stopped server.',
              )}
            </Typography>
            <Button
              variant="contained"
              startIcon={download.isPending ? <CircularProgress size={16} color="inherit" /> : <DownloadRounded />}
              disabled={download.isPending}
              onClick={() => download.mutate()}
            >
              {download.isPending ? t('Writing the backup…') : t('Download a backup')}
            </Button>
            {download.error && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {messageOf(download.error)}
              </Alert>
            )}
          </>
        ) : (
          <Typography variant="body2" color="textSecondary" sx={{ maxWidth: 720 }}>
            {t(
              'The data is in PostgreSQL and the file storage, not in this server: back them up with pg_dump and a bucket sync (docs/deploy.md, "Backups").',
            )}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
