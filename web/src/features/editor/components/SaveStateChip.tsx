import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import type { SyncStatus } from '../sync/syncMachine';

const COLORS = {
  saved: 'success',
  pending: 'default',
  saving: 'default',
  offline: 'warning',
  conflict: 'error',
  tooLarge: 'error',
} as const;

/** Saved / Saving… / Offline / Conflict / Too large — always visible next to the title. */
export function SaveStateChip({ status }: { status: SyncStatus }) {
  const { t } = useTranslation();
  const labels: Record<SyncStatus, string> = {
    saved: t('Saved'),
    pending: t('Saving…'),
    saving: t('Saving…'),
    offline: t('Offline — changes kept on this device'),
    conflict: t('Conflict'),
    tooLarge: t('Too large to save (over 2 MB)'),
  };
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[status]}
      label={labels[status]}
      data-testid="save-state"
      data-status={status}
    />
  );
}
