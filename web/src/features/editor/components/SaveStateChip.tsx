import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import { alpha, type Theme } from '@mui/material/styles';
import type { SyncStatus } from '../sync/syncMachine';

const tone = (color: string) => ({ color, borderColor: alpha(color, 0.7) });

// Every status in one style, picked by `data-status`, as MUI colours an outlined chip. A colour prop
// would give each status its own class, inserted the first time it shows — usually on the first
// keystroke ("Saved" to "Saving…") — and a new rule restyles the whole long document in that frame.
const chipSx = (theme: Theme) => ({
  '&[data-status="saved"]': tone(theme.palette.success.main),
  '&[data-status="offline"]': tone(theme.palette.warning.main),
  '&[data-status="conflict"], &[data-status="tooLarge"]': tone(theme.palette.error.main),
});

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
      sx={chipSx}
      label={labels[status]}
      data-testid="save-state"
      data-status={status}
    />
  );
}
