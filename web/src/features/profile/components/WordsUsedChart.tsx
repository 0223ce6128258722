import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BarChart } from '@mui/x-charts/BarChart';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { DayWords, UsagePeriod } from '@inkstone/shared/api/profile';
import { useUserUsage } from '../queries';
import { PeriodToggle } from './PeriodToggle';
import { RecentOperationsList } from './RecentOperationsList';

/** "5 Nov" in the UI language, from a `YYYY-MM-DD` UTC day. */
function dayFormatter(language: string) {
  const format = new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  return (date: string) => format.format(new Date(`${date}T00:00:00Z`));
}

/** Words used per day (AI charges) over 7/30/90 days, with the newest AI operations below. */
export function WordsUsedChart() {
  const { t, i18n } = useTranslation();
  const [days, setDays] = useState<UsagePeriod>(30);
  const usage = useUserUsage(days);
  const series: DayWords[] = usage.data?.days ?? [];
  const total = series.reduce((sum, day) => sum + day.words, 0);
  const number = new Intl.NumberFormat(i18n.language);
  const formatDay = dayFormatter(i18n.language);
  return (
    <Card>
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, justifyContent: 'space-between' }}>
          <Box>
            <Typography variant="h6" component="h2">
              {t('Words used per day')}
            </Typography>
            <Typography variant="body2" color="textSecondary" data-testid="words-used-total">
              {t('{{words}} words in the last {{days}} days', { words: number.format(total), days })}
            </Typography>
          </Box>
          <PeriodToggle value={days} onChange={setDays} />
        </Box>
        <Box sx={{ height: 260, mx: -1 }}>
          <BarChart
            loading={usage.isPending}
            dataset={series.map((d) => ({ ...d }))}
            xAxis={[{ scaleType: 'band', dataKey: 'date', valueFormatter: formatDay, tickLabelMinGap: 12, height: 32 }]}
            // An empty period still gets a scale (0–10), not a lone 0; words are whole numbers.
            yAxis={[
              {
                width: 56,
                min: 0,
                max: total === 0 ? 10 : undefined,
                tickMinStep: 1,
                valueFormatter: (v: number) => number.format(v),
              },
            ]}
            series={[{ dataKey: 'words', label: t('Words'), valueFormatter: (v) => number.format(v ?? 0) }]}
            hideLegend
            margin={{ left: 0, right: 8 }}
          />
        </Box>
        <Typography variant="subtitle1" component="h3" sx={{ mt: 2, fontWeight: 600 }}>
          {t('Recent AI operations')}
        </Typography>
        <RecentOperationsList operations={usage.data?.recentOperations} />
      </CardContent>
    </Card>
  );
}
