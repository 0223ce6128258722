import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ErrorGroup, ErrorGroupStatus } from '@inkstone/shared/api/monitor';
import { formatDateTime } from '../../adminEconomy/formatDateTime';
import { errorKindLabel, errorStatusLabel } from '../errorLabels';
import { ErrorSparkline } from './ErrorSparkline';
import { ErrorStatusActions } from './ErrorStatusActions';
import { StackTrace } from './StackTrace';

interface ErrorGroupCardProps {
  group: ErrorGroup;
  isBusy: boolean;
  onStatusChange: (status: ErrorGroupStatus) => void;
  onOpen: () => void;
}

const STATUS_COLOR = { open: 'error', resolved: 'success', ignored: 'default' } as const;

/** One error group: what and where, how often (per release and per day), its stack, what to do. */
export function ErrorGroupCard({ group, isBusy, onStatusChange, onOpen }: ErrorGroupCardProps) {
  const { t, i18n } = useTranslation();
  return (
    <Card variant="outlined" data-testid="error-group" sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
        <Chip size="small" label={errorKindLabel(group.kind, t)} />
        <Chip
          size="small"
          variant="outlined"
          color={STATUS_COLOR[group.status]}
          label={errorStatusLabel(group.status, t)}
        />
        <Box sx={{ flex: 1 }} />
        <ErrorSparkline daily={group.daily} />
      </Stack>
      <Typography
        sx={{ fontFamily: 'monospace', fontWeight: 600, overflowWrap: 'anywhere', mb: 0.5 }}
        data-testid="error-message"
      >
        {group.message.length > 400 ? `${group.message.slice(0, 400)}…` : group.message}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        {t('Events: {{count}} · last seen {{last}} · first seen {{first}}', {
          count: group.totalCount,
          last: formatDateTime(group.lastSeenAt, i18n.language),
          first: formatDateTime(group.firstSeenAt, i18n.language),
        })}
      </Typography>
      <Stack
        direction="row"
        spacing={0.5}
        sx={{ mb: 1.5, flexWrap: 'wrap', rowGap: 0.5 }}
        aria-label={t('Per release')}
      >
        {group.releases.map((r) => (
          <Chip
            key={r.release}
            size="small"
            variant="outlined"
            sx={{ fontFamily: 'monospace' }}
            label={t('{{release}}: {{count}}', { release: r.release, count: r.count })}
          />
        ))}
      </Stack>
      {group.topStack && <StackTrace stack={group.topStack} maxHeight={160} />}
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button size="small" onClick={onOpen}>
          {t('Occurrences')}
        </Button>
        <ErrorStatusActions status={group.status} isBusy={isBusy} onChange={onStatusChange} />
      </Stack>
    </Card>
  );
}
