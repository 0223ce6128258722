import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { AdminHealthRes } from '@inkstone/shared/api/adminHealth';
import { V1 } from '@inkstone/shared/paths';
import { okResponse, renderAdminPage } from '../features/adminEconomy/testing';
import { initI18n } from '../lib/i18n';
import { userStore } from '../lib/userStore';
import { defaultUserState } from '../lib/userState';
import { AdminHealthPage } from './AdminHealthPage';

const fetchMock = vi.fn<typeof fetch>();

const HEALTHY: AdminHealthRes = {
  state: 'ok',
  checkedAt: '2026-11-27T10:00:00.000Z',
  server: { host: 'web-1', pid: 4242, uptimeSeconds: 7200, version: '0.1.0' },
  database: {
    state: 'ok',
    kind: 'postgres',
    latencyMs: 2,
    appliedMigration: '0021_instance_runs_tasks',
    codeMigration: '0021_instance_runs_tasks',
    isSchemaAhead: false,
  },
  queue: { state: 'ok', kind: 'pgboss', waiting: 3, running: 0 },
  worker: {
    state: 'ok',
    runsHere: false,
    workers: [{ host: 'worker-1', pid: 77, heartbeatAt: '2026-11-27T09:59:58.000Z', ageMs: 2000 }],
    timeoutMs: 30_000,
  },
  storage: { state: 'ok', kind: 's3', target: 'inkstone at http://s3.local', latencyMs: 12, error: null },
  model: {
    state: 'ok',
    provider: 'openai-compatible',
    model: 'qwen',
    failure: null,
    httpStatus: 200,
    latencyMs: 40,
    checkedAt: '2026-11-27T10:00:00.000Z',
  },
  metrics: { state: 'ok', path: '/metrics', needsToken: true },
};

const TROUBLED: AdminHealthRes = {
  ...HEALTHY,
  state: 'problem',
  worker: { ...HEALTHY.worker, state: 'problem', workers: [] },
  storage: { ...HEALTHY.storage, state: 'problem', latencyMs: 3000, error: 'timeout' },
  model: { ...HEALTHY.model, state: 'problem', failure: 'unreachable', httpStatus: null, latencyMs: 5 },
  metrics: { state: 'off', path: '/metrics', needsToken: false },
};

let answers: AdminHealthRes[] = [];
beforeAll(() => initI18n('en'));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  userStore.set({ ...defaultUserState('en'), logged: true, token: 'tok' });
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== V1.admin.health) throw new Error(`unexpected ${url.pathname}`);
    return okResponse(answers.length > 1 ? answers.shift() : answers[0]);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const card = (id: string) => screen.getByTestId(`health-${id}`).textContent ?? '';

describe('AdminHealthPage', { timeout: 30_000 }, () => {
  it('shows every part OK with what was measured', async () => {
    answers = [HEALTHY];
    renderAdminPage(<AdminHealthPage />, undefined, '/admin/health');
    expect(await screen.findByText('Everything is working.')).toBeTruthy();
    expect(card('database')).toContain('0021_instance_runs_tasks');
    expect(card('queue')).toContain('Waiting3');
    expect(card('worker')).toContain('worker-1 · 77Heartbeat 2 s ago');
    expect(card('storage')).toContain('inkstone at http://s3.local');
    expect(card('metrics')).toContain('Bearer token');
    expect(screen.getAllByText('OK')).toHaveLength(6);
    expect(screen.getByTestId('health-checked').textContent).toContain('web-1 (process 4242, release 0.1.0, up 2 h)');
    expect(screen.getByRole('tab', { name: 'Health', selected: true })).toBeTruthy();
  });

  it('names each problem and what to do, and checks again on Refresh', async () => {
    answers = [TROUBLED, HEALTHY];
    renderAdminPage(<AdminHealthPage />, undefined, '/admin/health');
    expect(await screen.findByText('Something needs attention.')).toBeTruthy();
    expect(screen.getByTestId('health-worker-note').textContent).toBe(
      'No worker has sent a heartbeat in the last 30 s: queued tasks are not running. Start npm run worker.',
    );
    expect(screen.getByTestId('health-storage-note').textContent).toContain('(timeout)');
    expect(screen.getByTestId('health-model-note').textContent).toContain('Could not connect to the model endpoint');
    expect(screen.getByTestId('health-metrics-note').textContent).toContain('METRICS_ENABLED=true');
    expect(screen.getAllByText('Problem')).toHaveLength(3);

    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Everything is working.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('on PostgreSQL says how to back up, with no download', async () => {
    answers = [HEALTHY];
    renderAdminPage(<AdminHealthPage />, undefined, '/admin/health');
    expect(await screen.findByText('Everything is working.')).toBeTruthy();
    expect(card('backup')).toContain('pg_dump');
    expect(screen.queryByRole('button', { name: 'Download a backup' })).toBeNull();
  });

  it("on the embedded database downloads a backup under the server's name, and shows a refusal", async () => {
    answers = [{ ...HEALTHY, database: { ...HEALTHY.database, kind: 'pglite' } }];
    const backups: Array<string | null> = [];
    let isBusy = false;
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === V1.admin.health) return okResponse(answers[0]);
      if (url.pathname !== V1.admin.backup) throw new Error(`unexpected ${url.pathname}`);
      backups.push(new Headers(init?.headers).get('authorization'));
      if (isBusy)
        return new Response(
          JSON.stringify({
            success: false,
            errorCode: 'backup_busy',
            errorMsg: 'A backup is being written already. Try again when it has finished.',
            data: null,
          }),
          { status: 409, headers: { 'content-type': 'application/json' } },
        );
      return new Response(new Uint8Array([0x1f, 0x8b]), {
        headers: {
          'content-type': 'application/gzip',
          'content-disposition': 'attachment; filename="inkstone-backup-2026-11-27T10-00-00-000Z.tar.gz"',
        },
      });
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:backup'), revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderAdminPage(<AdminHealthPage />, undefined, '/admin/health');
    fireEvent.click(await screen.findByRole('button', { name: 'Download a backup' }));
    await waitFor(() => expect(saved).toEqual(['inkstone-backup-2026-11-27T10-00-00-000Z.tar.gz']));
    expect(backups).toEqual(['Bearer tok']);

    isBusy = true;
    fireEvent.click(screen.getByRole('button', { name: 'Download a backup' }));
    expect(await screen.findByText('A backup is being written already. Try again when it has finished.')).toBeTruthy();
    expect(saved).toHaveLength(1);
  });

  it('is not found for a user who is not an administrator, and asks the server nothing', async () => {
    answers = [HEALTHY];
    renderAdminPage(<AdminHealthPage />, [], '/admin/health');
    expect(await screen.findByText(/not found/i)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
