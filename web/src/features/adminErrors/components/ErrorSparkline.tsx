import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { ERROR_SPARKLINE_DAYS } from '@inkstone/shared/api/monitor';

/** Occurrences per day over the last two weeks, oldest first, as bars. */
export function ErrorSparkline({ daily }: { daily: number[] }) {
  const { t } = useTranslation();
  const total = daily.reduce((sum, n) => sum + n, 0);
  return (
    <Box
      role="img"
      aria-label={t('Events in the last {{days}} days: {{count}}', { count: total, days: ERROR_SPARKLINE_DAYS })}
      data-testid="error-sparkline"
      sx={{ width: 140, height: 36, flexShrink: 0 }}
    >
      <SparkLineChart data={daily} plotType="bar" height={36} width={140} color="#696CFF" showTooltip />
    </Box>
  );
}
