import { useTranslation } from 'react-i18next';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import ErrorRounded from '@mui/icons-material/ErrorRounded';
import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatBytes } from '../formatBytes';
import type { UploadItem } from '../uploadQueue';

interface Props {
  items: UploadItem[];
  onCancel: (id: number) => void;
  onClearFinished: () => void;
}

/** The files being uploaded, each with its progress, or why it was refused. */
export function UploadList({ items, onCancel, onClearFinished }: Props) {
  const { t, i18n } = useTranslation();
  if (items.length === 0) return null;
  const errorText = (item: UploadItem) =>
    item.error?.reason === 'tooLarge'
      ? t('Larger than the {{size}} allowed per file', { size: formatBytes(item.error.maxBytes, i18n.language) })
      : item.error?.message;
  const hasFinished = items.some((item) => item.status === 'done' || item.status === 'failed');
  return (
    <Paper variant="outlined" sx={{ p: 1.5, mb: 2, bgcolor: 'background.default' }} data-testid="upload-list">
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 0.5 }}>
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          {t('Uploads')}
        </Typography>
        {hasFinished && (
          <Button size="small" onClick={onClearFinished}>
            {t('Clear finished')}
          </Button>
        )}
      </Box>
      {items.map((item) => (
        <Box key={item.id} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 0.75 }} data-testid="upload-item">
          {item.status === 'done' ? (
            <CheckCircleRounded fontSize="small" color="success" aria-label={t('Uploaded')} />
          ) : item.status === 'failed' ? (
            <ErrorRounded fontSize="small" color="error" aria-label={t('Failed')} />
          ) : (
            <UploadFileRounded fontSize="small" color="action" aria-hidden />
          )}
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }} title={item.file.name}>
                {item.file.name}
              </Typography>
              <Typography variant="caption" color="textSecondary" sx={{ flexShrink: 0 }}>
                {item.status === 'uploading'
                  ? `${Math.round(item.progress * 100)}%`
                  : item.status === 'waiting'
                    ? t('Waiting')
                    : formatBytes(item.file.size, i18n.language)}
              </Typography>
            </Box>
            {item.status === 'failed' ? (
              <Typography variant="caption" color="error" component="p" sx={{ overflowWrap: 'anywhere' }}>
                {errorText(item)}
              </Typography>
            ) : (
              item.status !== 'done' && (
                <LinearProgress
                  variant="determinate"
                  value={item.progress * 100}
                  aria-label={t('Upload progress of {{name}}', { name: item.file.name })}
                  sx={{ mt: 0.5, height: 4, borderRadius: 2 }}
                />
              )
            )}
          </Box>
          {item.status !== 'done' && (
            <Tooltip title={item.status === 'failed' ? t('Dismiss') : t('Cancel upload')}>
              <IconButton
                size="small"
                aria-label={item.status === 'failed' ? t('Dismiss') : t('Cancel upload')}
                onClick={() => onCancel(item.id)}
              >
                <CloseRounded fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </Box>
      ))}
    </Paper>
  );
}
