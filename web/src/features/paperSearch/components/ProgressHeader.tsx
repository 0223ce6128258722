import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { OverallProgress } from '../flowState';

interface ProgressHeaderProps {
  topic: string;
  progress: OverallProgress;
  isRunning: boolean;
  /** Buttons of the flow (stop, start over, back, export). */
  actions: ReactNode;
  /** Notices under the bar (ran without AI, partial failure). */
  children?: ReactNode;
}

/** The topic, the overall progress 0–5 of spec §4 as a labelled bar, and the flow's actions. */
export function ProgressHeader({ topic, progress, isRunning, actions, children }: ProgressHeaderProps) {
  const { t } = useTranslation();
  const labels = [t('Start'), t('Thinking'), t('Extending'), t('Searching papers'), t('Grouping'), t('Finished')];
  return (
    <Card sx={{ p: { xs: 2, sm: 2.5 }, mb: 2 }} data-testid="progress-header" data-progress={progress}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', flexWrap: 'wrap', gap: 1.5 }}>
        <Box sx={{ flex: 1, minWidth: 220 }}>
          <Typography variant="overline" color="textSecondary">
            {t('Research topic')}
          </Typography>
          <Typography variant="h6" sx={{ overflowWrap: 'anywhere', lineHeight: 1.3 }} data-testid="flow-topic">
            {topic}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 2 }}>
        <LinearProgress
          variant={isRunning && progress < OverallProgress.Finished ? 'buffer' : 'determinate'}
          value={(progress / OverallProgress.Finished) * 100}
          valueBuffer={Math.min(100, ((progress + 1) / OverallProgress.Finished) * 100)}
          sx={{ flex: 1, height: 8, borderRadius: 4 }}
          aria-label={t('Overall progress')}
        />
        <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 44, textAlign: 'right' }}>
          {progress}/5
        </Typography>
      </Box>
      <Box
        sx={{ display: { xs: 'none', sm: 'grid' }, gridTemplateColumns: 'repeat(6, 1fr)', mt: 1 }}
        aria-hidden="true"
      >
        {labels.map((label, index) => (
          <Typography
            key={label}
            variant="caption"
            sx={{
              textAlign: index === 0 ? 'left' : index === 5 ? 'right' : 'center',
              color: index <= progress ? 'primary.main' : 'text.disabled',
              fontWeight: index === progress ? 700 : 500,
            }}
          >
            {label}
          </Typography>
        ))}
      </Box>
      <Typography
        variant="body2"
        color="primary"
        sx={{ display: { xs: 'block', sm: 'none' }, mt: 1 }}
        data-testid="progress-label"
      >
        {labels[progress]}
      </Typography>
      {children}
    </Card>
  );
}
