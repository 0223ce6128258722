import fs from 'node:fs';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { describe, expect, it } from 'vitest';
import { AppMetrics } from './appMetrics.js';

const DASHBOARD = new URL('../../../docs/grafana-inkstone.json', import.meta.url);

function postgresMetrics(): AppMetrics {
  return new AppMetrics({
    database: { kind: 'postgres', pool: { totalCount: 4, idleCount: 3, waitingCount: 1 } },
    tasks: { depth: () => Promise.resolve({ waiting: 2, running: 1 }) },
    collectDefaults: true,
  });
}

describe('AppMetrics', () => {
  it('keeps one registry per app: two apps in one process do not collide', async () => {
    const a = postgresMetrics();
    const b = postgresMetrics();
    a.recordTask('polish', 'succeeded', 1.5);
    expect(await a.registry.getSingleMetricAsString('inkstone_tasks_total')).toContain('kind="polish"');
    expect(await b.registry.getSingleMetricAsString('inkstone_tasks_total')).not.toContain('kind="polish"');
  });

  it('reads the pool, the queue depth and model usage at scrape time', async () => {
    const metrics = postgresMetrics();
    metrics.recordModelCall({
      provider: 'anthropic',
      step: 'agent.filter',
      outcome: 'invalid',
      seconds: 3,
      usage: { input: 120, output: 30 },
    });
    metrics.recordSourceCall({ source: 'openalex', outcome: 'timeout', seconds: 10 });
    const text = await metrics.registry.metrics();
    expect(text).toContain('inkstone_database_pool_connections{state="waiting"} 1');
    expect(text).toContain('inkstone_task_queue_depth{state="waiting"} 2');
    expect(text).toContain('inkstone_model_calls_total{provider="anthropic",step="agent.filter",outcome="invalid"} 1');
    expect(text).toContain('inkstone_model_tokens_total{provider="anthropic",step="agent.filter",kind="input"} 120');
    expect(text).toContain('inkstone_literature_requests_total{source="openalex",outcome="timeout"} 1');
  });

  it('has every metric the sample Grafana dashboard queries', async () => {
    const families = new Set(parsePrometheusTextFormat(await postgresMetrics().registry.metrics()).map((f) => f.name));
    const dashboard = fs.readFileSync(DASHBOARD, 'utf8');
    const queried = new Set(
      [...dashboard.matchAll(/\b((?:inkstone|nodejs|process)_[a-z0-9_]+)/g)].map((m) => m[1]!.replace(/_bucket$/, '')),
    );
    expect(queried.size).toBeGreaterThan(10);
    for (const name of queried) expect(families, name).toContain(name);
  });
});
