import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../components/PageHeader';
import { AdminGate } from '../features/adminEconomy/components/AdminGate';
import { BackupCard } from '../features/adminHealth/components/BackupCard';
import { HealthCard } from '../features/adminHealth/components/HealthCard';
import { healthCards } from '../features/adminHealth/healthCards';
import { useAdminHealth } from '../features/adminHealth/queries';
import { messageOf } from '../lib/errorMessages';

/** /admin/health: each part of the running server, for operators (issue 22). */
export function AdminHealthPage() {
  return (
    <AdminGate>
      <HealthContent />
    </AdminGate>
  );
}

function HealthContent() {
  const { t, i18n } = useTranslation();
  const health = useAdminHealth();
  const h = health.data;
  const number = new Intl.NumberFormat(i18n.language);
  const time = (iso: string) => new Date(iso).toLocaleTimeString(i18n.language);
  const format = { n: (v: number) => number.format(v), time };
  return (
    <>
      <PageHeader
        title={t('Health')}
        subtitle={t('Each part of the server, checked when the page opens and every 30 seconds.')}
        action={
          <Button variant="outlined" onClick={() => void health.refetch()} disabled={health.isFetching}>
            {t('Refresh')}
          </Button>
        }
      />
      {health.isFetching && <LinearProgress sx={{ height: 2, mb: 1 }} />}
      {health.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {messageOf(health.error)}
        </Alert>
      )}
      {h && (
        <>
          <Alert severity={h.state === 'problem' ? 'error' : 'success'} sx={{ mb: 1 }} data-testid="health-summary">
            {h.state === 'problem' ? t('Something needs attention.') : t('Everything is working.')}
          </Alert>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }} data-testid="health-checked">
            {t('Last checked {{time}} by {{host}} (process {{pid}}, release {{version}}, up {{uptime}}).', {
              time: time(h.checkedAt),
              host: h.server.host,
              pid: h.server.pid,
              version: h.server.version,
              uptime:
                h.server.uptimeSeconds >= 3600
                  ? t('{{hours}} h', { hours: number.format(Math.floor(h.server.uptimeSeconds / 3600)) })
                  : t('{{minutes}} min', { minutes: number.format(Math.floor(h.server.uptimeSeconds / 60)) }),
            })}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: {
                xs: 'minmax(0, 1fr)',
                md: 'repeat(2, minmax(0, 1fr))',
                lg: 'repeat(3, minmax(0, 1fr))',
              },
            }}
          >
            {healthCards(t, h, format).map((card) => (
              <HealthCard key={card.id} card={card} />
            ))}
          </Box>
          <BackupCard isEmbedded={h.database.kind === 'pglite'} />
        </>
      )}
    </>
  );
}
