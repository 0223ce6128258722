import type { StructuredMode } from '@inkstone/shared/api/modelSettings';
import type { LlmConfig } from '../config.js';

/**
 * Hosts whose Chat Completions API honours JSON mode (`response_format: json_object`) but not a JSON
 * schema: the schema is described in the prompt for them.
 */
const JSON_MODE_HOSTS = [
  'api.deepseek.com',
  'dashscope.aliyuncs.com',
  'dashscope-intl.aliyuncs.com',
  'api.moonshot.cn',
  'api.moonshot.ai',
  'open.bigmodel.cn',
];

/**
 * Servers that honour `response_format: json_schema`: OpenAI, and the local servers on their default
 * ports — Ollama (11434, which maps it to its `format`), LM Studio (1234, which accepts no other
 * response_format) and vLLM (8000, guided decoding).
 */
const JSON_SCHEMA_HOSTS = ['api.openai.com'];
const JSON_SCHEMA_LOCAL_PORTS = ['11434', '1234', '8000'];
const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]', 'host.docker.internal'];

/**
 * The mode `auto` stands for: tool calling for Anthropic; by the base URL's host for OpenAI-compatible
 * endpoints; JSON mode for any other host, since nearly every compatible server honours it.
 */
export function defaultStructuredMode(config: Pick<LlmConfig, 'provider' | 'baseUrl'>): StructuredMode {
  if (config.provider === 'anthropic') return 'tool';
  if (!config.baseUrl || !URL.canParse(config.baseUrl)) return 'json_object';
  const { hostname, port } = new URL(config.baseUrl);
  const host = hostname.toLowerCase();
  if (JSON_MODE_HOSTS.some((h) => host === h || host.endsWith(`.${h}`))) return 'json_object';
  if (JSON_SCHEMA_HOSTS.includes(host)) return 'json_schema';
  if (
    JSON_SCHEMA_LOCAL_PORTS.includes(port) &&
    (LOCAL_HOSTS.includes(host) || /^(10|192\.168|172\.(1[6-9]|2\d|3[01]))\./.test(host))
  )
    return 'json_schema';
  return 'json_object';
}

/** The mode structured steps use with `config`: the admin's choice, or the default for its host. */
export function structuredModeOf(config: LlmConfig): StructuredMode {
  return config.structuredOutput === 'auto' ? defaultStructuredMode(config) : config.structuredOutput;
}
