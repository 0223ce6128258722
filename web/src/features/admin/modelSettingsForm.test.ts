import { describe, expect, it } from 'vitest';
import type { ModelSettingsRes } from '@inkstone/shared/api/modelSettings';
import { movedKeyOrigin, requestOf, valuesFrom } from './modelSettingsForm';

const base = { ...valuesFrom(undefined), baseUrl: 'https://api.deepseek.com/v1', model: 'deepseek-chat' };

describe('model settings form', () => {
  it('starts from the settings in force, with the key field empty', () => {
    const values = valuesFrom({
      source: 'database',
      isConfigured: true,
      provider: 'anthropic',
      baseUrl: null,
      model: 'claude',
      fastModel: 'claude-fast',
      structuredOutput: 'tool',
      structuredMode: 'tool',
      hasApiKey: true,
      apiKeyHint: 'sk-…abcd',
      updatedAt: null,
    });
    expect(values).toEqual({
      provider: 'anthropic',
      baseUrl: '',
      model: 'claude',
      fastModel: 'claude-fast',
      apiKey: '',
      structuredOutput: 'tool',
      isKeyRemoved: false,
    });
  });

  it('keeps the stored key when the field is empty, replaces it when filled, removes it on request', () => {
    expect(requestOf(base).body).toEqual({
      provider: 'openai-compatible',
      baseUrl: 'https://api.deepseek.com/v1',
      model: 'deepseek-chat',
      fastModel: null,
      structuredOutput: 'auto',
    });
    expect(requestOf({ ...base, structuredOutput: 'json_object' }).body?.structuredOutput).toBe('json_object');
    expect(requestOf({ ...base, apiKey: ' sk-new ' }).body?.apiKey).toBe('sk-new');
    expect(requestOf({ ...base, apiKey: 'sk-new', isKeyRemoved: true }).body?.apiKey).toBeNull();
  });

  it('reports missing or malformed fields by name', () => {
    expect(requestOf({ ...base, baseUrl: '', model: '' }).errors).toEqual({
      model: expect.any(String),
      baseUrl: 'is required for an OpenAI-compatible provider',
    });
    expect(requestOf({ ...base, baseUrl: 'ftp://x.org' }).errors?.baseUrl).toBeDefined();
  });

  it('names the stored key’s origin when the values would move it to another server', () => {
    const settings: ModelSettingsRes = {
      source: 'database',
      isConfigured: true,
      provider: 'openai-compatible',
      baseUrl: 'https://api.deepseek.com/v1',
      model: 'deepseek-chat',
      fastModel: null,
      structuredOutput: 'auto',
      structuredMode: 'json_object',
      hasApiKey: true,
      apiKeyHint: 'sk-…abcd',
      updatedAt: null,
    };
    const values = valuesFrom(settings);
    const elsewhere = { ...values, baseUrl: 'http://attacker.example/v1' };
    expect(movedKeyOrigin(values, settings)).toBeNull();
    expect(movedKeyOrigin({ ...values, baseUrl: 'HTTPS://api.deepseek.com:443/beta' }, settings)).toBeNull();
    expect(movedKeyOrigin(elsewhere, settings)).toBe('https://api.deepseek.com');
    expect(movedKeyOrigin({ ...values, provider: 'anthropic', baseUrl: '' }, settings)).toBe(
      'https://api.deepseek.com',
    );
    expect(movedKeyOrigin({ ...elsewhere, apiKey: 'sk-new' }, settings)).toBeNull();
    expect(movedKeyOrigin({ ...elsewhere, isKeyRemoved: true }, settings)).toBeNull();
    expect(movedKeyOrigin(elsewhere, { ...settings, hasApiKey: false })).toBeNull();
  });

  it('refuses a base URL with credentials in it', () => {
    expect(requestOf({ ...base, baseUrl: 'https://user:pass@api.deepseek.com/v1' }).errors?.baseUrl).toBe(
      'must not contain a user name or password',
    );
  });
});
