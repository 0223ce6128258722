import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import StopRounded from '@mui/icons-material/StopRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WritingFlow } from '../useWritingFlow';

type Activity = NonNullable<WritingFlow['activity']>;

/** Seconds since `startedAt`, ticking once a second while shown. */
function useElapsedSeconds(startedAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.floor((now - startedAt) / 1000));
}

/** What the model is doing while an outline call runs, how long it has taken, and a Stop button. */
export function FlowProgress({ activity, onStop }: { activity: Activity | undefined; onStop: () => void }) {
  if (!activity) return null;
  return <RunningCall activity={activity} onStop={onStop} />;
}

function RunningCall({ activity, onStop }: { activity: Activity; onStop: () => void }) {
  const { t } = useTranslation();
  const seconds = useElapsedSeconds(activity.startedAt);
  const label = {
    generate: t('The model is reading your papers and planning the outline…'),
    revise: t('The model is revising the outline as you asked…'),
    rebalance: t('The model is placing the papers in your edited outline…'),
  }[activity.kind];
  return (
    <Card variant="outlined" data-testid="writing-progress" role="status" aria-live="polite">
      <LinearProgress />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ p: 2, alignItems: { sm: 'center' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body1">{label}</Typography>
          <Typography variant="body2" color="textSecondary">
            {t('{{seconds}} s elapsed · words are charged only for a finished outline', { seconds })}
          </Typography>
        </Box>
        <Button variant="outlined" color="inherit" startIcon={<StopRounded />} onClick={onStop}>
          {t('Stop')}
        </Button>
      </Stack>
    </Card>
  );
}
