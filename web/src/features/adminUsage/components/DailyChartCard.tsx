import { useTranslation } from 'react-i18next';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { UsageDay } from '@inkstone/shared/api/adminUsage';
import { dayFormatter } from '../dayLabel';

type SeriesKey = Exclude<keyof UsageDay, 'date'>;

/** One line or bar series of a daily chart. */
export interface DailySeries {
  key: SeriesKey;
  label: string;
  color?: string;
}

interface DailyChartCardProps {
  title: string;
  /** What the period adds up to, shown under the title (e.g. "1,204 in 30 days"). */
  summary: string;
  /** A test id for the summary. */
  summaryTestId: string;
  kind: 'bar' | 'line';
  days: UsageDay[] | undefined;
  series: DailySeries[];
  /** Bars stacked into one per day (sign-ups by channel). */
  isStacked?: boolean;
}

/** A titled chart of one or more daily series, one point or bar per UTC day. */
export function DailyChartCard({ title, summary, summaryTestId, kind, days, series, isStacked }: DailyChartCardProps) {
  const { i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const formatDay = dayFormatter(i18n.language);
  const dataset = (days ?? []).map((d) => ({ ...d }));
  const isEmpty = dataset.every((day) => series.every((s) => day[s.key] === 0));
  const common = {
    loading: !days,
    dataset,
    // Counts are whole numbers; an empty period still gets a scale (0–10), not a lone 0.
    yAxis: [
      {
        width: 48,
        min: 0,
        max: isEmpty ? 10 : undefined,
        tickMinStep: 1,
        valueFormatter: (v: number) => number.format(v),
      },
    ],
    hideLegend: series.length < 2,
    // Room for the last day's label, centred on the right edge of a line chart.
    margin: { left: 0, right: 24 },
  };
  const chartSeries = series.map((s) => ({
    dataKey: s.key,
    label: s.label,
    color: s.color,
    valueFormatter: (v: number | null) => number.format(v ?? 0),
    ...(isStacked ? { stack: 'total' } : {}),
  }));
  return (
    <Card sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Typography variant="body2" color="textSecondary" data-testid={summaryTestId}>
          {summary}
        </Typography>
        <Box sx={{ height: 240, mx: -1 }}>
          {kind === 'bar' ? (
            <BarChart
              {...common}
              xAxis={[
                { scaleType: 'band', dataKey: 'date', valueFormatter: formatDay, tickLabelMinGap: 12, height: 32 },
              ]}
              series={chartSeries}
            />
          ) : (
            <LineChart
              {...common}
              xAxis={[
                { scaleType: 'point', dataKey: 'date', valueFormatter: formatDay, tickLabelMinGap: 12, height: 32 },
              ]}
              series={chartSeries.map((s) => ({ ...s, showMark: false, area: series.length === 1 }))}
            />
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
