import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ModelSettingsRes, TestConnectionRes } from '@inkstone/shared/api/modelSettings';
import { V1 } from '@inkstone/shared/paths';
import { createAiTestApp, readAllEvents, type AiTestApp } from '../../../test/aiTestApp.js';
import { adminUser, okData, registerUser } from '../../../test/factories.js';
import { startFakeLlm, type FakeLlm } from '../../../test/fakes/fakeLlm.js';
import { startFakeOllama } from '../../../test/fakes/fakeLlmOllama.js';

const DB_KEY = 'sk-db-secret-0123456789XYZ';
let t: AiTestApp;
let second: FakeLlm;
let ollama: Awaited<ReturnType<typeof startFakeOllama>>;
let admin: string;
beforeAll(async () => {
  ollama = await startFakeOllama();
  second = await startFakeLlm();
  // `second` listens on 127.0.0.1, a private address an admin may enter only with the opt-in;
  // modelSettingsOutbound.routes.test.ts covers the default.
  t = await createAiTestApp({
    SETTINGS_ENCRYPTION_KEY: 'cd'.repeat(32),
    OLLAMA_URL: ollama.url,
    ALLOW_PRIVATE_MODEL_HOSTS: 'true',
  });
  admin = (await adminUser(t)).token;
});
afterAll(async () => {
  await t.close();
  await second.close();
  await ollama.close();
});
afterEach(() => {
  expect(t.fake.unexpected).toEqual([]);
  expect(second.unexpected).toEqual([]);
});

const call = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, token?: string, payload?: object) =>
  t.request({ method, url, token, payload });

describe('/v1/admin/modelSettings', () => {
  it('is for roles with manage model_settings: 401 without a token, 403 for a regular user', async () => {
    expect((await call('GET', V1.modelSettings.settings)).statusCode).toBe(401);
    const { token } = await registerUser(t);
    for (const [method, url] of [
      ['GET', V1.modelSettings.settings],
      ['PUT', V1.modelSettings.settings],
      ['DELETE', V1.modelSettings.settings],
      ['POST', V1.modelSettings.test],
      ['GET', V1.modelSettings.detectOllama],
    ] as const) {
      expect(
        (await call(method, url, token, method === 'PUT' ? { provider: 'anthropic', model: 'm' } : undefined))
          .statusCode,
      ).toBe(403);
    }
  });

  it('shows the environment configuration with a masked key', async () => {
    const res = await call('GET', V1.modelSettings.settings, admin);
    expect(okData(res)).toEqual({
      source: 'environment',
      isConfigured: true,
      provider: 'openai-compatible',
      baseUrl: t.fake.baseUrl,
      model: 'fake-model',
      fastModel: null,
      // A test port on 127.0.0.1 is no known host: JSON mode, which nearly every server honours.
      structuredOutput: 'auto',
      structuredMode: 'json_object',
      hasApiKey: true,
      apiKeyHint: 'sk-…cdef',
      updatedAt: null,
    });
    expect(res.body).not.toContain('sk-test-0123456789abcdef');
  });

  it('stores the key encrypted, never returns it, and the saved settings override the environment', async () => {
    const put = await call('PUT', V1.modelSettings.settings, admin, {
      provider: 'openai-compatible',
      baseUrl: second.baseUrl,
      model: 'db-model',
      apiKey: DB_KEY,
    });
    expect(put.body).not.toContain(DB_KEY);
    expect(okData(put)).toMatchObject({
      source: 'database',
      isConfigured: true,
      model: 'db-model',
      hasApiKey: true,
      apiKeyHint: 'sk-…9XYZ',
    });
    const rows = await t.ctx.db.execute(sql`select row_to_json(m)::text as row from model_settings m`);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(DB_KEY);
    expect(stored).toContain('v1:');

    const { token } = await registerUser(t);
    second.reply({ text: ['via the saved settings'] });
    const events = await readAllEvents(await t.post(V1.workflow.polishSse, { text: 'x' }, token));
    expect(events.at(-1)?.type).toBe('done');
    expect(second.requests.at(-1)!.body.model).toBe('db-model');
    expect(second.requests.at(-1)!.headers.authorization).toBe(`Bearer ${DB_KEY}`);
  });

  it('stores the structured-output choice, and shows the mode in force', async () => {
    const save = (structuredOutput?: string) =>
      call('PUT', V1.modelSettings.settings, admin, {
        provider: 'openai-compatible',
        baseUrl: 'https://api.deepseek.com/v1',
        model: 'deepseek-chat',
        apiKey: 'sk-deepseek-000000',
        ...(structuredOutput ? { structuredOutput } : {}),
      });
    expect(okData(await save())).toMatchObject({ structuredOutput: 'auto', structuredMode: 'json_object' });
    expect(okData(await save('tool'))).toMatchObject({ structuredOutput: 'tool', structuredMode: 'tool' });
    expect((await save('xml')).statusCode).toBe(400);
    expect((await call('DELETE', V1.modelSettings.settings, admin)).statusCode).toBe(200);
  });

  it('keeps the saved key when a PUT omits it, removes it on null, and DELETE returns to the environment', async () => {
    await call('PUT', V1.modelSettings.settings, admin, {
      provider: 'openai-compatible',
      baseUrl: second.baseUrl,
      model: 'db-model',
      apiKey: DB_KEY,
    });
    const kept = okData<ModelSettingsRes>(
      await call('PUT', V1.modelSettings.settings, admin, {
        provider: 'openai-compatible',
        baseUrl: second.baseUrl,
        model: 'other',
      }),
    );
    expect(kept).toMatchObject({ model: 'other', hasApiKey: true, apiKeyHint: 'sk-…9XYZ' });
    const cleared = okData<ModelSettingsRes>(
      await call('PUT', V1.modelSettings.settings, admin, {
        provider: 'openai-compatible',
        baseUrl: second.baseUrl,
        model: 'local',
        apiKey: null,
      }),
    );
    expect(cleared).toMatchObject({ hasApiKey: false, apiKeyHint: null, isConfigured: true });
    const { token } = await registerUser(t);
    second.reply({ text: ['keyless'] });
    await readAllEvents(await t.post(V1.workflow.polishSse, { text: 'x' }, token));
    expect(second.requests.at(-1)!.headers.authorization).toBeUndefined();

    expect(okData<ModelSettingsRes>(await call('DELETE', V1.modelSettings.settings, admin))).toMatchObject({
      source: 'environment',
      model: 'fake-model',
    });
  });

  it('validates: an OpenAI-compatible provider needs a base URL; Anthropic without a key is not configured', async () => {
    const res = await call('PUT', V1.modelSettings.settings, admin, { provider: 'openai-compatible', model: 'm' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMsg).toBe('baseUrl: is required for an OpenAI-compatible provider');
    const anthropic = okData<ModelSettingsRes>(
      await call('PUT', V1.modelSettings.settings, admin, { provider: 'anthropic', model: 'claude-x' }),
    );
    expect(anthropic).toMatchObject({ source: 'database', isConfigured: false });
    const { token } = await registerUser(t);
    const refused = await t.post(V1.workflow.polishSse, { text: 'x' }, token);
    expect(refused.status).toBe(503);
    expect(((await refused.json()) as { errorMsg: string }).errorMsg).toMatch(/no Anthropic API key/);
    await call('DELETE', V1.modelSettings.settings, admin);
  });
});

describe('POST /v1/admin/modelSettings/test', () => {
  it('makes one tiny real call with the settings in force, then finds the structured mode that works', async () => {
    t.fake.reply({ text: ['OK'] });
    // A model that honours only tool calling: JSON mode (the automatic choice here) and JSON schema
    // are probed first and fail.
    t.fake.setStructuredKind('tool');
    t.fake.setDefault({ json: { isWorking: true, word: 'OK' } });
    const result = okData<TestConnectionRes>(await call('POST', V1.modelSettings.test, admin));
    t.fake.setDefault(undefined);
    t.fake.setStructuredKind('schema');
    expect(result).toMatchObject({
      isOk: true,
      model: 'fake-model',
      httpStatus: 200,
      failure: null,
      errorMsg: null,
      structuredMode: 'tool',
    });
    expect(result.latencyMs).toBeGreaterThanOrEqual(0);
    const probes = t.fake.requests.slice(-3).map((r) => (r.body.tools ? 'tool' : r.body.response_format));
    expect(probes).toEqual([{ type: 'json_object' }, expect.objectContaining({ type: 'json_schema' }), 'tool']);
    expect(t.fake.requests.at(-1)!.body).toMatchObject({ model: 'fake-model' });
  });

  it('reports prompt-only JSON when no structured request is honoured', async () => {
    t.fake.reply({ text: ['OK'] });
    t.fake.setStructuredKind('prose');
    t.fake.setDefault({ json: { isWorking: true, word: 'OK' } });
    const result = okData<TestConnectionRes>(await call('POST', V1.modelSettings.test, admin));
    t.fake.setDefault(undefined);
    t.fake.setStructuredKind('schema');
    expect(result).toMatchObject({ isOk: true, structuredMode: 'prompt' });
  });

  it('tries unsaved settings and reports the upstream error', async () => {
    second.reply({ status: 401 });
    const result = okData<TestConnectionRes>(
      await call('POST', V1.modelSettings.test, admin, {
        provider: 'openai-compatible',
        baseUrl: second.baseUrl,
        model: 'x',
        apiKey: 'sk-wrong-key-000000',
      }),
    );
    expect(result).toMatchObject({ isOk: false, httpStatus: 401, failure: 'auth' });
    expect(second.requests.at(-1)!.headers.authorization).toBe('Bearer sk-wrong-key-000000');
    const unreachable = okData<TestConnectionRes>(
      await call('POST', V1.modelSettings.test, admin, {
        provider: 'openai-compatible',
        baseUrl: 'http://127.0.0.1:9/v1',
        model: 'x',
      }),
    );
    expect(unreachable).toMatchObject({ isOk: false, httpStatus: null, failure: 'unreachable' });
    expect(unreachable.errorMsg).toMatch(/Could not connect/);
  });
});

describe('GET /v1/admin/modelSettings/detectOllama', () => {
  it('finds a local Ollama and its models, and says so when none runs', async () => {
    expect(okData(await call('GET', V1.modelSettings.detectOllama, admin))).toEqual({
      isRunning: true,
      baseUrl: `${ollama.url}/v1`,
      models: ['gemma3'],
    });
    expect(ollama.probes).toBe(1);
    await ollama.close();
    expect(okData(await call('GET', V1.modelSettings.detectOllama, admin))).toEqual({
      isRunning: false,
      baseUrl: `${ollama.url}/v1`,
      models: [],
    });
  });
});
