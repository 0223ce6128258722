import { describe, expect, it } from 'vitest';
import { requestOf, valuesFrom } from './modelSettingsForm';

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
      isKeyRemoved: false,
    });
  });

  it('keeps the stored key when the field is empty, replaces it when filled, removes it on request', () => {
    expect(requestOf(base).body).toEqual({
      provider: 'openai-compatible',
      baseUrl: 'https://api.deepseek.com/v1',
      model: 'deepseek-chat',
      fastModel: null,
    });
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
});
