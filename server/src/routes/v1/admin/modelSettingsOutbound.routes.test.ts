import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ModelSettingsRes, TestConnectionRes } from '@inkstone/shared/api/modelSettings';
import { V1 } from '@inkstone/shared/paths';
import * as modelSettingsRepo from '../../../db/repos/modelSettings.js';
import { adminUser, okData, type RegisteredUser } from '../../../test/factories.js';
import { MARKER, startMarkerModel, type MarkerModel } from '../../../test/fakes/markerModel.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';

// Issue 15 point 6, with ALLOW_PRIVATE_MODEL_HOSTS left at its default (false). Three endpoints on
// 127.0.0.1: `ollama` at OLLAMA_URL and `configured` at LLM_BASE_URL (both the operator's own,
// so reachable), `stranger` on another port (private, so never to be reached).
const DB_KEY = 'sk-saved-key-0123456789';
const ENV_KEY = 'sk-env-key-9876543210';
let t: TestApp;
let ollama: MarkerModel;
let configured: MarkerModel;
let stranger: MarkerModel;
let admin: RegisteredUser;
beforeAll(async () => {
  [ollama, configured, stranger] = await Promise.all([startMarkerModel(), startMarkerModel(), startMarkerModel()]);
  t = await createTestApp({
    SETTINGS_ENCRYPTION_KEY: 'ef'.repeat(32),
    OLLAMA_URL: ollama.origin,
    LLM_BASE_URL: configured.baseUrl,
    LLM_MODEL: 'env-model',
    LLM_API_KEY: ENV_KEY,
  });
  admin = await adminUser(t);
});
afterAll(async () => {
  await t.close();
  await Promise.all([ollama.close(), configured.close(), stranger.close()]);
});
afterEach(async () => {
  await t.request({ method: 'DELETE', url: V1.modelSettings.settings, token: admin.token });
  ollama.answerWith(200);
});

const put = (payload: object) =>
  t.request({ method: 'PUT', url: V1.modelSettings.settings, token: admin.token, payload });
const test = (payload?: object) =>
  t.request({ method: 'POST', url: V1.modelSettings.test, token: admin.token, payload });
const settings = (baseUrl: string, extra: object = {}) => ({
  provider: 'openai-compatible',
  baseUrl,
  model: 'm',
  ...extra,
});

describe('model base URLs pass the outbound guard', () => {
  it('refuses private, loopback and link-local hosts however they are spelled, for saving and testing', async () => {
    const port = new URL(stranger.origin).port;
    for (const baseUrl of [
      stranger.baseUrl,
      `http://0x7f000001:${port}/v1`,
      `http://2130706433:${port}/v1`,
      `http://127.1:${port}/v1`,
      `http://[::1]:${port}/v1`,
      `http://[::ffff:127.0.0.1]:${port}/v1`,
      `http://localhost:${port}/v1`,
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.7/v1',
      'http://100.64.0.1/v1',
    ]) {
      for (const res of [await put(settings(baseUrl)), await test(settings(baseUrl))]) {
        expect(res.statusCode, baseUrl).toBe(400);
        expect(res.json()).toMatchObject({ success: false, errorCode: 'url_not_allowed' });
        expect(res.json().errorMsg).toMatch(/private, loopback or link-local.*ALLOW_PRIVATE_MODEL_HOSTS/);
      }
    }
    expect(stranger.requests).toEqual([]);
    expect(
      okData<ModelSettingsRes>(await t.request({ method: 'GET', url: V1.modelSettings.settings, token: admin.token }))
        .source,
    ).toBe('environment');
  });

  it('refuses credentials in the URL', async () => {
    const res = await put(settings('https://user:pass@api.example.com/v1'));
    expect([res.statusCode, res.json().errorMsg]).toEqual([400, 'baseUrl: must not contain a user name or password']);
  });

  it('allows OLLAMA_URL’s origin out of the box', async () => {
    expect(okData<ModelSettingsRes>(await put(settings(`${ollama.origin}/v1`, { apiKey: null })))).toMatchObject({
      isConfigured: true,
    });
    expect(okData<TestConnectionRes>(await test())).toMatchObject({ isOk: true, httpStatus: 200 });
    expect(ollama.requests.at(-1)!.path).toBe('/v1/chat/completions');
  });

  it('checks the connection itself: settings saved earlier for a private host are not called', async () => {
    await modelSettingsRepo.save(t.ctx.db, {
      provider: 'openai-compatible',
      baseUrl: stranger.baseUrl,
      model: 'm',
      fastModel: null,
      apiKeyCiphertext: null,
      apiKeyHint: null,
      updatedBy: null,
      updatedAt: t.clock.now(),
    });
    t.ctx.llm.invalidate();
    const result = okData<TestConnectionRes>(await test());
    expect(result).toMatchObject({ isOk: false, failure: 'not_allowed', httpStatus: null });
    expect(stranger.requests).toEqual([]);
  });
});

describe('POST /v1/admin/modelSettings/test answers with a summary', () => {
  it('never returns text from the endpoint’s answer, whatever it answers', async () => {
    for (const [status, failure] of [
      [200, null],
      [400, 'http_error'],
      [401, 'auth'],
      [403, 'auth'],
      [404, 'not_found'],
      [429, 'rate_limited'],
      [500, 'http_error'],
      [502, 'http_error'],
    ] as const) {
      ollama.answerWith(status);
      const res = await test(settings(ollama.baseUrl, { apiKey: null }));
      expect(res.body, String(status)).not.toContain(MARKER);
      expect(okData<TestConnectionRes>(res)).toMatchObject({ isOk: status === 200, httpStatus: status, failure });
    }
  });
});

describe('a saved API key is only sent to the origin it was saved with', () => {
  const sawKey = (model: MarkerModel, key: string) =>
    model.requests.some((r) => r.authorization?.includes(key) || r.apiKey === key);

  it('tests other origins without it, and refuses to save another origin without a key', async () => {
    okData(await put(settings(ollama.baseUrl, { apiKey: DB_KEY })));
    await test(settings(configured.baseUrl));
    expect(configured.requests.at(-1)!.authorization).toBeUndefined();
    await test(settings(`${ollama.origin}/other`));
    expect(ollama.requests.at(-1)!.authorization).toBe(`Bearer ${DB_KEY}`);

    for (const moved of [settings(configured.baseUrl), { provider: 'anthropic', model: 'claude' }]) {
      const refused = await put(moved);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ errorCode: 'api_key_required' });
      expect(refused.json().errorMsg).toContain(ollama.origin);
    }
    const kept = okData<ModelSettingsRes>(
      await t.request({ method: 'GET', url: V1.modelSettings.settings, token: admin.token }),
    );
    expect(kept).toMatchObject({ baseUrl: ollama.baseUrl, hasApiKey: true });
    expect(okData<ModelSettingsRes>(await put(settings(configured.baseUrl, { apiKey: null })))).toMatchObject({
      hasApiKey: false,
    });
    expect(sawKey(configured, DB_KEY) || sawKey(stranger, DB_KEY)).toBe(false);
  });

  it('does the same for the environment’s key', async () => {
    await test(settings(ollama.baseUrl));
    expect(ollama.requests.at(-1)!.authorization).toBeUndefined();
    await test(settings(`${configured.origin}/v2`));
    expect(configured.requests.at(-1)!.authorization).toBe(`Bearer ${ENV_KEY}`);
    expect(sawKey(ollama, ENV_KEY)).toBe(false);
  });
});
