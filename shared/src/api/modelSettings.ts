import { z } from 'zod';

/** `openai-compatible`: any Chat Completions endpoint (DeepSeek, Qwen, Moonshot, Zhipu, OpenAI, Ollama, vLLM, LM Studio). */
export const LlmProvider = z.enum(['openai-compatible', 'anthropic']);
export type LlmProvider = z.infer<typeof LlmProvider>;

/**
 * How a step that needs structured data asks the model for it: `json_schema` (response_format with
 * the schema — OpenAI, vLLM, LM Studio, Ollama), `json_object` (JSON mode, the schema described in
 * the prompt — DeepSeek, Qwen/DashScope, Moonshot, Zhipu), `tool` (a tool call whose parameters are
 * the schema — Anthropic) or `prompt` (JSON asked for in the prompt only, read with repair: the last resort).
 */
export const StructuredMode = z.enum(['json_schema', 'json_object', 'tool', 'prompt']);
export type StructuredMode = z.infer<typeof StructuredMode>;

/** The admin's choice: a {@link StructuredMode}, or `auto` (chosen from the provider and its host). */
export const StructuredOutputSetting = z.enum(['auto', ...StructuredMode.options]);
export type StructuredOutputSetting = z.infer<typeof StructuredOutputSetting>;

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
  /** The admin's choice of structured output. */
  structuredOutput: StructuredOutputSetting,
  /** The mode structured steps use now (`auto` resolved); null without a model. */
  structuredMode: StructuredMode.nullable(),
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
  .refine((u) => /^https?:\/\//.test(u), 'must start with http:// or https://')
  .refine((u) => !/^https?:\/\/[^/?#]*@/.test(u), 'must not contain a user name or password');

/** Where Anthropic's SDK sends calls when the settings name no base URL. */
const ANTHROPIC_ORIGIN = 'https://api.anthropic.com';

/**
 * The origin (scheme, host, port) a configuration sends its API key to, normalised as fetch
 * normalises it; null when there is none. A stored key is only ever sent to the origin it was
 * saved with.
 */
export function modelOrigin(provider: LlmProvider, baseUrl: string | null | undefined): string | null {
  if (!baseUrl) return provider === 'anthropic' ? ANTHROPIC_ORIGIN : null;
  return URL.canParse(baseUrl) ? new URL(baseUrl).origin : null;
}

/**
 * `PUT /v1/admin/modelSettings`: replaces the stored configuration, which then overrides the LLM_*
 * environment variables. `apiKey` omitted keeps the stored key; `null` or `""` removes it (local
 * servers such as Ollama need none). A stored key belongs to the {@link modelOrigin} it was saved
 * with: moving to another origin without sending `apiKey` (a new key, or null to go without) is
 * refused with 400 `api_key_required`, so the key never goes to a server it was not entered for.
 * `baseUrl` is required for OpenAI-compatible providers; a private, loopback or link-local host is
 * refused (400 `url_not_allowed`) unless it is OLLAMA_URL's or ALLOW_PRIVATE_MODEL_HOSTS is set.
 */
export const PutModelSettingsReq = z
  .object({
    provider: LlmProvider,
    baseUrl: HttpUrl.nullish(),
    model: z.string().trim().min(1).max(200),
    fastModel: z.string().trim().min(1).max(200).nullish(),
    apiKey: z.string().trim().max(500).nullish(),
    structuredOutput: StructuredOutputSetting.default('auto'),
  })
  .refine((v) => v.provider !== 'openai-compatible' || !!v.baseUrl, {
    message: 'is required for an OpenAI-compatible provider',
    path: ['baseUrl'],
  });
export type PutModelSettingsReq = z.infer<typeof PutModelSettingsReq>;

/**
 * `POST /v1/admin/modelSettings/test`: settings to try before saving; without a body, the ones in
 * force. Without `apiKey`, the key in force is used only if the origin is the one it belongs to.
 */
export const TestConnectionReq = PutModelSettingsReq.nullish();
export type TestConnectionReq = z.infer<typeof TestConnectionReq>;

/**
 * Why a connection test failed: `not_configured` (something required is missing), `not_allowed`
 * (the address is private; see ALLOW_PRIVATE_MODEL_HOSTS), `unreachable` (no connection),
 * `timeout`, `auth` (HTTP 401/403), `not_found` (HTTP 404: wrong base URL or model name),
 * `rate_limited` (HTTP 429), `http_error` (any other HTTP error) or `bad_answer` (a success status
 * without a usable model reply).
 */
export const ConnectionFailure = z.enum([
  'not_configured',
  'not_allowed',
  'unreachable',
  'timeout',
  'auth',
  'not_found',
  'rate_limited',
  'http_error',
  'bad_answer',
]);
export type ConnectionFailure = z.infer<typeof ConnectionFailure>;

/**
 * The summary of one tiny real call to the model. Nothing in it comes from the remote answer's
 * body: the endpoint may be any server, and its text is not for the page to show.
 */
export const TestConnectionRes = z.object({
  /** The model answered the test prompt (its text is not returned). */
  isOk: z.boolean(),
  latencyMs: z.number().int(),
  model: z.string().nullable(),
  /** The HTTP status the endpoint answered with; null when no answer came. */
  httpStatus: z.number().int().nullable(),
  failure: ConnectionFailure.nullable(),
  /** Inkstone's own English sentence for the failure. */
  errorMsg: z.string().nullable(),
  /**
   * The first structured-output mode whose probe came back as a valid object (the configured or
   * automatic one is tried first); `prompt` when none did, null when the model did not answer at all.
   */
  structuredMode: StructuredMode.nullable(),
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
