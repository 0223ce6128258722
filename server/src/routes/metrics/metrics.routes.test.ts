import crypto from 'node:crypto';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueryResultRes } from '@inkstone/shared/api/workflow';
import { V1 } from '@inkstone/shared/paths';
import { createAiTestApp, eventually, readAllEvents, type AiTestApp } from '../../test/aiTestApp.js';
import { okData, registerUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';

const TOKEN = 'metrics-token-0123456789abcdef';

/** The scrape parsed by a Prometheus text-format parser (it throws on any line that is not valid). */
async function scrape(t: TestApp) {
  const res = await t.request({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheusTextFormat(res.body);
}

/** The samples of one family; their labels and numeric values. */
function samples(families: ReturnType<typeof parsePrometheusTextFormat>, name: string) {
  const family = families.find((f) => f.name === name);
  return (family?.metrics ?? []).map((m) => ({ labels: m.labels ?? {}, value: Number(m.value) }));
}

function valueOf(families: ReturnType<typeof parsePrometheusTextFormat>, name: string, labels: object): number {
  const match = samples(families, name).find((s) => Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  return match?.value ?? 0;
}

describe('GET /metrics off (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('is a 404 like any unknown path', async () => {
    const res = await t.request({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'endpoint_not_found' });
  });
});

describe('GET /metrics on without a token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_ENABLED: 'true' });
  });
  afterAll(async () => t.close());

  it('answers the text format to anyone, and is not in the OpenAPI document', async () => {
    const res = await t.request({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(parsePrometheusTextFormat(res.body).length).toBeGreaterThan(10);
    const document = (await t.request({ method: 'GET', url: V1.openapi })).json<{ paths: object }>();
    expect(Object.keys(document.paths)).not.toContain('/metrics');
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: AiTestApp;
  beforeAll(async () => {
    t = await createAiTestApp({ METRICS_ENABLED: 'true', METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => t.close());

  it('refuses a missing or wrong token with the 401 envelope', async () => {
    const missing = await t.request({ method: 'GET', url: '/metrics' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ success: false, errorCode: 'unauthenticated' });
    for (const authorization of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, TOKEN, `Basic ${TOKEN}`]) {
      const wrong = await t.request({ method: 'GET', url: '/metrics', headers: { authorization } });
      expect(wrong.statusCode, authorization).toBe(401);
      expect(wrong.body).not.toContain(TOKEN);
    }
  });

  it('counts requests by route pattern and status, with latency buckets and Node metrics', async () => {
    const { token } = await registerUser(t);
    const libraryId = crypto.randomUUID();
    const unknownId = crypto.randomUUID();
    expect((await t.request({ method: 'GET', url: V1.user.info, token })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: V1.user.info, token })).statusCode).toBe(200);
    const notMine = await t.request({ method: 'DELETE', url: `/v1/papers/library/${libraryId}`, token });
    expect(notMine.statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/v1/no-such-path/${unknownId}` })).statusCode).toBe(404);
    expect((await t.request({ method: 'POST', url: V1.workflow.polish, payload: {}, token })).statusCode).toBe(400);

    const families = await scrape(t);
    const requests = samples(families, 'inkstone_http_requests_total');
    expect(valueOf(families, 'inkstone_http_requests_total', { route: V1.user.info, status: '200' })).toBe(2);
    expect(
      valueOf(families, 'inkstone_http_requests_total', {
        route: V1.papers.libraryItem,
        method: 'DELETE',
        status: '404',
      }),
    ).toBe(1);
    expect(valueOf(families, 'inkstone_http_requests_total', { route: 'unmatched', status: '404' })).toBe(1);
    expect(valueOf(families, 'inkstone_http_requests_total', { route: V1.workflow.polish, status: '400' })).toBe(1);
    // Route patterns only: no id of a request, and the scrapes themselves are not counted.
    const routes = requests.map((s) => s.labels.route);
    expect(routes.join(' ')).not.toMatch(new RegExp(`${libraryId}|${unknownId}|no-such-path`));
    expect(routes).not.toContain('/metrics');

    const duration = families.find((f) => f.name === 'inkstone_http_request_duration_seconds');
    expect(duration?.type).toBe('HISTOGRAM');
    expect(Object.keys(duration!.metrics[0]!.buckets!)).toEqual(expect.arrayContaining(['0.001', '1', '+Inf']));
    for (const name of ['nodejs_eventloop_lag_seconds', 'process_resident_memory_bytes', 'nodejs_heap_size_used_bytes'])
      expect(families.map((f) => f.name)).toContain(name);
    // The suite runs on the embedded database and again on PostgreSQL (TEST_DATABASE_URL).
    const kind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
    expect(valueOf(families, 'inkstone_database_info', { kind })).toBe(1);
    expect(samples(families, 'inkstone_sse_streams_open')[0]?.value).toBe(0);
  });

  it('counts a streamed model call by provider, step and outcome, with its tokens and the open streams', async () => {
    const { token } = await registerUser(t);
    const before = await scrape(t);
    const labels = { provider: 'openai-compatible', step: 'polish.v1' };
    t.fake.reply({ text: ['Polished ', 'text.'], delayMs: 30 });
    const res = await t.post(V1.workflow.polishSse, { text: 'Please polish this.' }, token);
    await eventually(async () => samples(await scrape(t), 'inkstone_sse_streams_open')[0]?.value === 1);
    await readAllEvents(res);
    t.fake.reply({ status: 500 });
    await readAllEvents(await t.post(V1.workflow.polishSse, { text: 'Please polish this.' }, token));

    const after = await scrape(t);
    const calls = (outcome: string, f: typeof after) =>
      valueOf(f, 'inkstone_model_calls_total', { ...labels, outcome });
    expect(calls('ok', after) - calls('ok', before)).toBe(1);
    expect(calls('error', after) - calls('error', before)).toBe(1);
    const tokens = (kind: string, f: typeof after) => valueOf(f, 'inkstone_model_tokens_total', { ...labels, kind });
    expect(tokens('output', after)).toBeGreaterThan(tokens('output', before));
    expect(tokens('input', after)).toBeGreaterThan(tokens('input', before));
    expect(after.find((f) => f.name === 'inkstone_model_call_duration_seconds')?.type).toBe('HISTOGRAM');
    // The streams themselves are requests of their route, counted when they end.
    const streams = (f: typeof after) =>
      valueOf(f, 'inkstone_http_requests_total', { route: V1.workflow.polishSse, status: '200' });
    await eventually(async () => streams(await scrape(t)) - streams(before) === 2);
    await eventually(async () => samples(await scrape(t), 'inkstone_sse_streams_open')[0]?.value === 0);
  });

  it('counts a task run by kind and outcome, and shows the queue depth', async () => {
    const { token } = await registerUser(t);
    t.fake.reply({ text: ['Results ', 'improved.'] });
    const { taskId } = okData<{ taskId: string }>(
      await t.request({ method: 'POST', url: V1.workflow.polish, payload: { text: 'Results improve.' }, token }),
    );
    await eventually(async () => {
      const url = `${V1.workflow.queryResultAndPreview}?taskId=${taskId}`;
      return okData<QueryResultRes>(await t.request({ method: 'GET', url, token })).status === 'succeeded';
    });
    await t.ctx.tasks.idle();
    const families = await scrape(t);
    expect(valueOf(families, 'inkstone_tasks_total', { kind: 'polish', outcome: 'succeeded' })).toBe(1);
    expect(families.find((f) => f.name === 'inkstone_task_duration_seconds')?.type).toBe('HISTOGRAM');
    expect(valueOf(families, 'inkstone_task_queue_depth', { state: 'waiting' })).toBe(0);
    expect(samples(families, 'inkstone_task_queue_depth').map((s) => s.labels.state)).toEqual(['waiting', 'running']);
  });
});
