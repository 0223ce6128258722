import { z } from 'zod';

/** `openai-compatible`: any Chat Completions endpoint (DeepSeek, Qwen, Moonshot, Zhipu, OpenAI, Ollama, vLLM, LM Studio). */
export const LlmProvider = z.enum(['openai-compatible', 'anthropic']);
export type LlmProvider = z.infer<typeof LlmProvider>;

/** Where the model configuration in force comes from: the admin page, the environment, or nowhere. */
export const ModelSettingsSource = z.enum(['database', 'environment', 'none']);
export type ModelSettingsSource = z.infer<typeof ModelSettingsSource>;

/** The model configuration in force. The API key itself never leaves the server, only a masked hint. */
export const ModelSettingsRes = z.object({
  source: ModelSettingsSource,
  isConfigured: z.boolean(),
  provider: LlmProvider.nullable(),
  baseUrl: z.string().nullable(),
  model: z.string().nullable(),
  fastModel: z.string().nullable(),
  hasApiKey: z.boolean(),
  /** e.g. `sk-…wjh3`. */
  apiKeyHint: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type ModelSettingsRes = z.infer<typeof ModelSettingsRes>;

const HttpUrl = z
  .string()
  .trim()
  .url('must be a URL')
  .refine((u) => /^https?:\/\//.test(u), 'must start with http:// or https://');

/**
 * `PUT /v1/admin/modelSettings`: replaces the stored configuration, which then overrides the LLM_*
 * environment variables. `apiKey` omitted keeps the stored key; `null` or `""` removes it (local
 * servers such as Ollama need none). `baseUrl` is required for OpenAI-compatible providers.
 */
export const PutModelSettingsReq = z
  .object({
    provider: LlmProvider,
    baseUrl: HttpUrl.nullish(),
    model: z.string().trim().min(1).max(200),
    fastModel: z.string().trim().min(1).max(200).nullish(),
    apiKey: z.string().trim().max(500).nullish(),
  })
  .refine((v) => v.provider !== 'openai-compatible' || !!v.baseUrl, {
    message: 'is required for an OpenAI-compatible provider',
    path: ['baseUrl'],
  });
export type PutModelSettingsReq = z.infer<typeof PutModelSettingsReq>;

/** `POST /v1/admin/modelSettings/test`: settings to try before saving; without a body, the ones in force. */
export const TestConnectionReq = PutModelSettingsReq.nullish();
export type TestConnectionReq = z.infer<typeof TestConnectionReq>;

/** The outcome of one tiny real call to the model. */
export const TestConnectionRes = z.object({
  isOk: z.boolean(),
  latencyMs: z.number().int(),
  model: z.string().nullable(),
  /** The model's reply on success. */
  reply: z.string().nullable(),
  errorCode: z.string().nullable(),
  errorMsg: z.string().nullable(),
});
export type TestConnectionRes = z.infer<typeof TestConnectionRes>;

/** `GET /v1/admin/modelSettings/detectOllama`: a local Ollama on its default port, and its models. */
export const DetectOllamaRes = z.object({
  isRunning: z.boolean(),
  /** The OpenAI-compatible base URL to save when it is. */
  baseUrl: z.string(),
  models: z.array(z.string()),
});
export type DetectOllamaRes = z.infer<typeof DetectOllamaRes>;
