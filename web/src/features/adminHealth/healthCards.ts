import type { TFunction } from 'i18next';
import type { AdminHealthRes, HealthState } from '@inkstone/shared/api/adminHealth';

/** One card of the health page: a part of the server, its state, what was measured, and what to do. */
export interface HealthCardModel {
  id: 'database' | 'queue' | 'worker' | 'storage' | 'model' | 'metrics';
  title: string;
  state: HealthState;
  rows: Array<{ label: string; value: string }>;
  /** What the state means for the operator; shown under the rows. */
  note?: string;
}

type Format = { n: (value: number) => string; time: (iso: string) => string };

const seconds = (ms: number) => Math.round(ms / 1000);

function modelNote(t: TFunction, model: AdminHealthRes['model']): string | undefined {
  if (model.state === 'off')
    return t('No model is configured: the AI tools are off. Connect one on the Model settings page.');
  switch (model.failure) {
    case 'not_configured':
      return t('The model settings are incomplete. Complete them on the Model settings page.');
    case 'not_allowed':
      return t('The model address points to a private network, which this server does not call.');
    case 'unreachable':
      return t('Could not connect to the model endpoint. Check its address and the network.');
    case 'timeout':
      return t('The model endpoint did not answer in time.');
    case 'auth':
      return t('The model endpoint refused the API key.');
    case 'http_error':
      return t('The model endpoint answered with a server error.');
    default:
      return undefined;
  }
}

function workerCard(t: TFunction, worker: AdminHealthRes['worker'], f: Format): HealthCardModel {
  const rows = [{ label: t('Tasks run by'), value: worker.runsHere ? t('This server') : t('Separate workers') }];
  for (const w of worker.workers)
    rows.push({
      label: `${w.host} · ${w.pid}`,
      value: t('Heartbeat {{seconds}} s ago', { seconds: f.n(seconds(w.ageMs)) }),
    });
  const note =
    worker.state === 'problem'
      ? t(
          'No worker has sent a heartbeat in the last {{seconds}} s: queued tasks are not running. Start npm run worker.',
          {
            seconds: f.n(seconds(worker.timeoutMs)),
          },
        )
      : undefined;
  return { id: 'worker', title: t('Worker'), state: worker.state, rows, note };
}

/** The page's cards, in the order an operator reads them. */
export function healthCards(t: TFunction, h: AdminHealthRes, f: Format): HealthCardModel[] {
  const ms = (value: number | null) => (value === null ? '—' : t('{{ms}} ms', { ms: f.n(value) }));
  const { database, queue, storage, model, metrics } = h;
  return [
    {
      id: 'database',
      title: t('Database'),
      state: database.state,
      rows: [
        { label: t('Kind'), value: database.kind === 'pglite' ? t('Embedded (PGlite)') : t('PostgreSQL') },
        { label: t('Response time'), value: ms(database.latencyMs) },
        { label: t('Migration'), value: database.appliedMigration ?? '—' },
      ],
      note:
        database.state === 'problem'
          ? t('The database does not answer.')
          : database.isSchemaAhead
            ? t('A newer release has migrated the database: finish the rolling restart.')
            : undefined,
    },
    {
      id: 'queue',
      title: t('Task queue'),
      state: queue.state,
      rows: [
        { label: t('Kind'), value: queue.kind === 'pgboss' ? t('pg-boss (PostgreSQL)') : t('In this process') },
        { label: t('Waiting'), value: queue.waiting === null ? '—' : f.n(queue.waiting) },
        { label: t('Running here'), value: queue.running === null ? '—' : f.n(queue.running) },
      ],
      note: queue.state === 'problem' ? t('The queue could not be read.') : undefined,
    },
    workerCard(t, h.worker, f),
    {
      id: 'storage',
      title: t('File storage'),
      state: storage.state,
      rows: [
        { label: t('Kind'), value: storage.kind === 's3' ? t('S3 bucket') : t('Local disk') },
        { label: t('Where'), value: storage.target },
        { label: t('Response time'), value: ms(storage.latencyMs) },
      ],
      note:
        storage.state === 'problem'
          ? t('Files cannot be stored ({{error}}): uploads and images fail.', { error: storage.error ?? '' })
          : undefined,
    },
    {
      id: 'model',
      title: t('Language model'),
      state: model.state,
      rows: [
        { label: t('Provider'), value: model.provider ?? '—' },
        { label: t('Model'), value: model.model ?? '—' },
        { label: t('Response time'), value: ms(model.latencyMs) },
        { label: t('Checked at'), value: f.time(model.checkedAt) },
      ],
      note: modelNote(t, model),
    },
    {
      id: 'metrics',
      title: t('Metrics'),
      state: metrics.state,
      rows: [
        { label: t('Address'), value: metrics.path },
        {
          label: t('Access'),
          value:
            metrics.state === 'off'
              ? '—'
              : metrics.needsToken
                ? t('Bearer token')
                : t('Open: keep it behind the proxy'),
        },
      ],
      note: metrics.state === 'off' ? t('Off: set METRICS_ENABLED=true to serve it to Prometheus.') : undefined,
    },
  ];
}
