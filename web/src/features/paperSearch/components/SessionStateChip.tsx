import { useTranslation } from 'react-i18next';
import Chip, { type ChipProps } from '@mui/material/Chip';
import type { ResearchSessionState } from '@inkstone/shared/api/paperAgent';

const COLOR: Record<ResearchSessionState, ChipProps['color']> = {
  running: 'info',
  searched: 'primary',
  sorting: 'info',
  finished: 'success',
  failed: 'error',
  aborted: 'default',
};

/** Where a saved search stands. */
export function SessionStateChip({ state }: { state: ResearchSessionState }) {
  const { t } = useTranslation();
  const labels: Record<ResearchSessionState, string> = {
    running: t('Searching'),
    searched: t('Searched'),
    sorting: t('Grouping'),
    finished: t('Finished'),
    failed: t('Failed'),
    aborted: t('Stopped'),
  };
  return <Chip size="small" color={COLOR[state]} variant="outlined" label={labels[state]} />;
}
