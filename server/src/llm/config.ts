import type { LlmProvider, StructuredOutputSetting } from '@inkstone/shared/api/modelSettings';
import type { Env } from '../env.js';

/** A complete model configuration: enough to make a call. */
export interface LlmConfig {
  provider: LlmProvider;
  /** Required for OpenAI-compatible endpoints; Anthropic's public API when null. */
  baseUrl: string | null;
  /** Null for servers that need none (Ollama, vLLM, LM Studio). */
  apiKey: string | null;
  model: string;
  /** A cheaper model for quick steps; the main model when null. */
  fastModel: string | null;
  /** How structured steps ask for JSON (llm/structured/structuredMode.ts resolves `auto`). */
  structuredOutput: StructuredOutputSetting;
}

/** Whether a configuration can make calls; the reason when it cannot. */
export function missingPart(config: LlmConfig): string | undefined {
  if (config.provider === 'openai-compatible' && !config.baseUrl) return 'The model settings have no base URL.';
  if (config.provider === 'anthropic' && !config.apiKey) return 'The model settings have no Anthropic API key.';
  return undefined;
}

/** The configuration given by LLM_* variables, or undefined when LLM_MODEL is unset. */
export function configFromEnv(env: Env): LlmConfig | undefined {
  if (!env.LLM_MODEL) return undefined;
  return {
    provider: env.LLM_PROVIDER ?? 'openai-compatible',
    baseUrl: env.LLM_BASE_URL ?? null,
    apiKey: env.LLM_API_KEY ?? null,
    model: env.LLM_MODEL,
    fastModel: env.LLM_FAST_MODEL ?? null,
    structuredOutput: env.LLM_STRUCTURED_OUTPUT,
  };
}
