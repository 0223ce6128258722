import { useTranslation } from 'react-i18next';
import { BarChart } from '@mui/x-charts/BarChart';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { RouteViews } from '@inkstone/shared/api/adminUsage';

interface TopRoutesCardProps {
  routes: RouteViews[] | undefined;
}

/** Page views per route pattern over the period, most viewed first, as horizontal bars. */
export function TopRoutesCard({ routes }: TopRoutesCardProps) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const rows = routes ?? [];
  return (
    <Card sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('Page views per route')}
        </Typography>
        {routes?.length === 0 ? (
          <Typography color="textSecondary" sx={{ py: 2 }}>
            {t('No page views in this period. Page views are recorded when analytics is on.')}
          </Typography>
        ) : (
          <Box sx={{ height: Math.max(160, rows.length * 32 + 48), mx: -1 }} data-testid="top-routes">
            <BarChart
              loading={!routes}
              layout="horizontal"
              dataset={rows.map((r) => ({ ...r }))}
              yAxis={[{ scaleType: 'band', dataKey: 'route', width: 150 }]}
              xAxis={[{ height: 32, tickMinStep: 1, valueFormatter: (v: number) => number.format(v) }]}
              series={[{ dataKey: 'views', label: t('Page views'), valueFormatter: (v) => number.format(v ?? 0) }]}
              hideLegend
              margin={{ left: 0, right: 16 }}
            />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
