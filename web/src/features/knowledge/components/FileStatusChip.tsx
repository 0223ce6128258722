import { useTranslation } from 'react-i18next';
import type { FileDto } from '@inkstone/shared/api/file';
import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Tooltip from '@mui/material/Tooltip';

/** Where a file is in processing: queued → extracting → indexing → ready, or failed (with why). */
export function FileStatusChip({ file }: { file: Pick<FileDto, 'status' | 'statusDetail'> }) {
  const { t } = useTranslation();
  // MUI sizes a chip's icon for an SVG; the spinner needs its own spacing.
  const spinner = <CircularProgress size={12} thickness={6} color="inherit" sx={{ ml: '8px !important' }} />;
  const chip = (() => {
    switch (file.status) {
      case 'queued':
        return <Chip size="small" icon={<ScheduleRounded />} label={t('Queued')} />;
      case 'extracting':
        return <Chip size="small" color="info" variant="outlined" icon={spinner} label={t('Extracting text')} />;
      case 'indexing':
        return <Chip size="small" color="info" variant="outlined" icon={spinner} label={t('Indexing')} />;
      case 'ready':
        return file.statusDetail ? (
          <Chip size="small" color="warning" variant="outlined" icon={<WarningAmberRounded />} label={t('Ready')} />
        ) : (
          <Chip
            size="small"
            color="success"
            variant="outlined"
            icon={<CheckCircleOutlineRounded />}
            label={t('Ready')}
          />
        );
      case 'failed':
        return (
          <Chip size="small" color="error" variant="outlined" icon={<ErrorOutlineRounded />} label={t('Failed')} />
        );
    }
  })();
  return file.statusDetail ? (
    <Tooltip title={file.statusDetail}>
      <span>{chip}</span>
    </Tooltip>
  ) : (
    chip
  );
}
