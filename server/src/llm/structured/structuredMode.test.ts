import { describe, expect, it } from 'vitest';
import type { LlmConfig } from '../config.js';
import { defaultStructuredMode, structuredModeOf } from './structuredMode.js';

const config = (baseUrl: string | null, provider: LlmConfig['provider'] = 'openai-compatible'): LlmConfig => ({
  provider,
  baseUrl,
  apiKey: null,
  model: 'm',
  fastModel: null,
  structuredOutput: 'auto',
});

describe('defaultStructuredMode', () => {
  it.each([
    ['https://api.openai.com/v1', 'json_schema'],
    ['http://127.0.0.1:11434/v1', 'json_schema'],
    ['http://localhost:1234/v1', 'json_schema'],
    ['http://192.168.1.20:8000/v1', 'json_schema'],
    ['https://api.deepseek.com', 'json_object'],
    ['https://dashscope.aliyuncs.com/compatible-mode/v1', 'json_object'],
    ['https://api.moonshot.cn/v1', 'json_object'],
    ['https://open.bigmodel.cn/api/paas/v4', 'json_object'],
    ['https://llm.example.org/v1', 'json_object'],
    ['http://127.0.0.1:40123/v1', 'json_object'],
  ])('%s → %s', (baseUrl, mode) => {
    expect(defaultStructuredMode(config(baseUrl))).toBe(mode);
  });

  it('uses tool calling for Anthropic, with or without a base URL', () => {
    expect(defaultStructuredMode(config(null, 'anthropic'))).toBe('tool');
    expect(defaultStructuredMode(config('https://api.anthropic.com/v1', 'anthropic'))).toBe('tool');
  });

  it('takes the admin’s choice over the default', () => {
    expect(structuredModeOf({ ...config('https://api.deepseek.com'), structuredOutput: 'prompt' })).toBe('prompt');
    expect(structuredModeOf(config('https://api.deepseek.com'))).toBe('json_object');
  });
});
