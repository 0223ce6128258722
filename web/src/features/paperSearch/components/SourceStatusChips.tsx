import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import type { SourceOutcome, SourceStatusDto } from '@inkstone/shared/api/papers';
import { SourceLabel } from './SourceLabel';

const COLOR: Record<SourceOutcome, ChipProps['color']> = {
  ok: 'success',
  empty: 'default',
  rate_limited: 'warning',
  failed: 'error',
  offline: 'default',
  disabled: 'default',
};

/** How each source fared in the fan-out: ok, empty, rate-limited, failed or offline. */
export function SourceStatusChips({ sources }: { sources: SourceStatusDto[] }) {
  const { t } = useTranslation();
  const outcomeLabel: Record<Exclude<SourceOutcome, 'ok'>, string> = {
    empty: t('nothing found'),
    rate_limited: t('rate-limited'),
    failed: t('failed'),
    offline: t('offline'),
    disabled: t('off'),
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} data-testid="source-status">
      {sources
        .filter((source) => source.status !== 'disabled')
        .map((source) => {
          const outcome = source.status === 'ok' ? t('{{n}} found', { n: source.count }) : outcomeLabel[source.status];
          return (
            <Tooltip key={source.source} title={source.error ?? `${Math.round(source.ms)} ms`}>
              <Chip
                size="small"
                variant={source.status === 'ok' ? 'filled' : 'outlined'}
                color={COLOR[source.status]}
                data-status={source.status}
                label={
                  <>
                    <SourceLabel source={source.source} /> · {outcome}
                  </>
                }
              />
            </Tooltip>
          );
        })}
    </Box>
  );
}
