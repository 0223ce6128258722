import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminHealthRes } from '@inkstone/shared/api/adminHealth';
import { V1 } from '@inkstone/shared/paths';
import { buildApp } from '../../../app.js';
import { knownMigrations } from '../../../db/migrationLevel.js';
import * as serverInstances from '../../../db/repos/serverInstances.js';
import { startFakeLlm, type FakeLlm } from '../../../test/fakes/fakeLlm.js';
import { startFakeS3, type FakeS3 } from '../../../test/fakes/s3Server.js';
import { adminUser, registerUser, type RegisteredUser } from '../../../test/factories.js';
import { freePort } from '../../../test/serverProcess.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';

let fakeLlm: FakeLlm;
let fakeS3: FakeS3;
/** Local storage, the model at the fake. */
let t: TestApp;
let admin: RegisteredUser;
/** S3 at the fake bucket, the model at a port nobody listens on. */
let s3App: TestApp;
let s3Admin: RegisteredUser;

beforeAll(async () => {
  [fakeLlm, fakeS3] = await Promise.all([startFakeLlm(), startFakeS3()]);
  const closedPort = await freePort();
  [t, s3App] = await Promise.all([
    createTestApp({ LLM_BASE_URL: fakeLlm.baseUrl, LLM_MODEL: 'fake-model' }),
    createTestApp({
      STORAGE: 's3',
      S3_BUCKET: fakeS3.bucket,
      S3_ENDPOINT: fakeS3.endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      LLM_BASE_URL: `http://127.0.0.1:${closedPort}/v1`,
      LLM_MODEL: 'fake-model',
    }),
  ]);
  [admin, s3Admin] = await Promise.all([adminUser(t), adminUser(s3App)]);
});
afterAll(async () => {
  await Promise.all([t?.close(), s3App?.close(), fakeLlm?.close()]);
  await fakeS3?.close().catch(() => undefined);
});

async function health(app: { request: TestApp['request'] }, token?: string) {
  const res = await app.request({ method: 'GET', url: V1.admin.health, token });
  return { status: res.statusCode, body: res.json<{ data: AdminHealthRes; errorCode?: string }>() };
}

const modelListCalls = () => fakeLlm.requests.filter((r) => r.method === 'GET' && r.path === '/v1/models').length;

describe('GET /v1/admin/health', () => {
  it('is for administrators: 401 signed out, 403 for a user', async () => {
    expect((await health(t)).status).toBe(401);
    const user = await registerUser(t);
    const res = await health(t, user.token);
    expect(res.status).toBe(403);
    expect(res.body.errorCode).toBe('forbidden');
  });

  it('reports each part of a healthy server', async () => {
    const { status, body } = await health(t, admin.token);
    expect(status).toBe(200);
    const h = body.data;
    const newest = knownMigrations().at(-1)!.tag;
    expect(h.state).toBe('ok');
    expect(h.database).toMatchObject({
      state: 'ok',
      appliedMigration: newest,
      codeMigration: newest,
      isSchemaAhead: false,
    });
    expect(h.database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(h.queue).toEqual({ state: 'ok', kind: 'inprocess', waiting: 0, running: 0 });
    expect(h.worker).toMatchObject({ state: 'ok', runsHere: true });
    expect(h.storage).toMatchObject({ state: 'ok', kind: 'local', error: null });
    expect(h.storage.target).toBe(`${t.ctx.env.DATA_DIR}/files`);
    expect(h.model).toMatchObject({
      state: 'ok',
      provider: 'openai-compatible',
      model: 'fake-model',
      failure: null,
      httpStatus: 200,
    });
    expect(h.metrics).toEqual({ state: 'off', path: '/metrics', needsToken: false });
    expect(h.server.pid).toBe(process.pid);
  });

  it('checks the model at most once a minute (a refresh does not call it again)', async () => {
    await health(t, admin.token);
    const before = modelListCalls();
    const { body } = await health(t, admin.token);
    expect(body.data.model.state).toBe('ok');
    expect(modelListCalls()).toBe(before);
    expect(fakeLlm.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('names the model endpoint unreachable, and the page a problem', async () => {
    const { body } = await health(s3App, s3Admin.token);
    expect(body.data.model).toMatchObject({ state: 'problem', failure: 'unreachable', httpStatus: null });
    expect(body.data.state).toBe('problem');
  });

  it('reaches the S3 bucket, and says so when the S3 service is down', async () => {
    const up = (await health(s3App, s3Admin.token)).body.data.storage;
    expect(up).toMatchObject({ state: 'ok', kind: 's3', error: null });
    expect(up.target).toBe(`${fakeS3.bucket} at ${fakeS3.endpoint}`);

    await fakeS3.close();
    const down = (await health(s3App, s3Admin.token)).body.data;
    expect(down.storage.state).toBe('problem');
    expect(down.storage.error).toEqual(expect.any(String));
    expect(down.state).toBe('problem');
  });
});

describe('worker heartbeat on a server that leaves tasks to workers (RUN_WORKER=false)', () => {
  let webOnly: FastifyInstance;
  beforeAll(async () => {
    // The same database and context, as a server started with RUN_WORKER=false sees them.
    webOnly = await buildApp({ ctx: { ...t.ctx, env: { ...t.ctx.env, RUN_WORKER: false } }, logger: false });
  });
  afterAll(async () => webOnly?.close());

  const webHealth = async () =>
    (
      await health(
        {
          request: ({ token, ...opts }) =>
            webOnly.inject({ ...opts, headers: token ? { authorization: `Bearer ${token}` } : {} }),
        },
        admin.token,
      )
    ).body.data.worker;
  const setHeartbeatAge = (id: string, ms: number) =>
    t.ctx.db.execute(
      sql`update server_instances set heartbeat_at = now() - ${ms}::float8 * interval '1 millisecond' where id = ${id}`,
    );

  it('is a problem with no worker, ok with a live one, and a problem again when its heartbeat is stale', async () => {
    const timeoutMs = t.ctx.env.INSTANCE_HEARTBEAT_TIMEOUT_MS;
    expect(await webHealth()).toEqual({ state: 'problem', runsHere: false, workers: [], timeoutMs });

    // A web server's own row is no worker.
    const web = { id: crypto.randomUUID(), host: 'web-1', pid: 100, runsTasks: false };
    await serverInstances.beat(t.ctx.db, web);
    expect((await webHealth()).state).toBe('problem');

    const worker = { id: crypto.randomUUID(), host: 'worker-1', pid: 200, runsTasks: true };
    await serverInstances.beat(t.ctx.db, worker);
    const live = await webHealth();
    expect(live.state).toBe('ok');
    expect(live.workers).toEqual([expect.objectContaining({ host: 'worker-1', pid: 200 })]);
    expect(live.workers[0]!.ageMs).toBeLessThan(timeoutMs);

    await setHeartbeatAge(worker.id, timeoutMs + 60_000);
    const stale = await webHealth();
    expect(stale.state).toBe('problem');
    expect(stale.workers).toEqual([expect.objectContaining({ host: 'worker-1' })]);
    expect(stale.workers[0]!.ageMs).toBeGreaterThan(timeoutMs);

    await serverInstances.remove(t.ctx.db, worker.id);
    await serverInstances.remove(t.ctx.db, web.id);
  });
});
