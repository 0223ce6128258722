import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useTheme } from '@mui/material/styles';
import type { UsageDay } from '@inkstone/shared/api/adminUsage';
import type { UsagePeriod } from '@inkstone/shared/api/profile';
import { PageHeader } from '../components/PageHeader';
import { AdminGate } from '../features/adminEconomy/components/AdminGate';
import { DailyChartCard } from '../features/adminUsage/components/DailyChartCard';
import { TopRoutesCard } from '../features/adminUsage/components/TopRoutesCard';
import { useAdminUsage } from '../features/adminUsage/queries';
import { PeriodToggle } from '../features/profile/components/PeriodToggle';
import { messageOf } from '../lib/errorMessages';

/** /admin/usage: how Inkstone is used, day by day over 7, 30 or 90 days (issue 21). */
export function AdminUsagePage() {
  return (
    <AdminGate>
      <UsageContent />
    </AdminGate>
  );
}

const sumOf = (days: UsageDay[] | undefined, pick: (d: UsageDay) => number) =>
  (days ?? []).reduce((sum, day) => sum + pick(day), 0);

function UsageContent() {
  const { t, i18n } = useTranslation();
  const { palette } = useTheme();
  const [period, setPeriod] = useState<UsagePeriod>(30);
  const usage = useAdminUsage(period);
  const days = usage.data?.days;
  const n = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const inPeriod = (value: number) => t('{{total}} in {{days}} days', { total: n(value), days: period });
  return (
    <>
      <PageHeader title={t('Usage')} subtitle={t('How Inkstone is used, day by day (UTC).')} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <PeriodToggle value={period} onChange={setPeriod} />
      </Box>
      {usage.isFetching && <LinearProgress sx={{ height: 2, mb: 1 }} />}
      {usage.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {messageOf(usage.error)}
        </Alert>
      )}
      <Box
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <DailyChartCard
          title={t('Daily active users')}
          summary={t('Peak {{total}} in a day', { total: n(Math.max(0, ...(days ?? []).map((d) => d.activeUsers))) })}
          summaryTestId="usage-active-users"
          kind="line"
          days={days}
          series={[{ key: 'activeUsers', label: t('Active users'), color: palette.primary.main }]}
        />
        <DailyChartCard
          title={t('Page views')}
          summary={inPeriod(sumOf(days, (d) => d.pageViews))}
          summaryTestId="usage-page-views"
          kind="line"
          days={days}
          series={[{ key: 'pageViews', label: t('Page views'), color: palette.info.main }]}
        />
        <DailyChartCard
          title={t('AI tool uses')}
          summary={inPeriod(sumOf(days, (d) => d.aiUses))}
          summaryTestId="usage-ai-uses"
          kind="bar"
          days={days}
          series={[{ key: 'aiUses', label: t('AI tool uses'), color: palette.primary.main }]}
        />
        <DailyChartCard
          title={t('Words spent on AI')}
          summary={inPeriod(sumOf(days, (d) => d.aiWords))}
          summaryTestId="usage-ai-words"
          kind="line"
          days={days}
          series={[{ key: 'aiWords', label: t('Words'), color: palette.warning.main }]}
        />
        <DailyChartCard
          title={t('Paper searches')}
          summary={inPeriod(sumOf(days, (d) => d.paperSearches))}
          summaryTestId="usage-paper-searches"
          kind="bar"
          days={days}
          series={[{ key: 'paperSearches', label: t('Paper searches'), color: palette.info.main }]}
        />
        <DailyChartCard
          title={t('Sign-ups by channel')}
          summary={inPeriod(sumOf(days, (d) => d.signUpsEmail + d.signUpsSms + d.signUpsInvited))}
          summaryTestId="usage-sign-ups"
          kind="bar"
          isStacked
          days={days}
          series={[
            { key: 'signUpsEmail', label: t('Email'), color: palette.primary.main },
            { key: 'signUpsSms', label: t('SMS'), color: palette.info.main },
            { key: 'signUpsInvited', label: t('Invited'), color: palette.success.main },
          ]}
        />
      </Box>
      <Box sx={{ mt: 3 }}>
        <TopRoutesCard routes={usage.data?.topRoutes} />
      </Box>
    </>
  );
}
