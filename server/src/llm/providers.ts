import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModelV4 } from '@ai-sdk/provider';
import { extractReasoningMiddleware, wrapLanguageModel } from 'ai';
import type { LlmConfig } from './config.js';
import { structuredModeOf } from './structured/structuredMode.js';

/**
 * The AI SDK model for `modelId` under `config`. OpenAI-compatible streams carry reasoning either in
 * `reasoning_content` (DeepSeek; the provider maps it) or inline in `<think>` tags (Qwen, DeepSeek-R1
 * on Ollama/vLLM), which the middleware moves to reasoning parts.
 */
export function createChatModel(config: LlmConfig, modelId: string, fetch?: typeof globalThis.fetch): LanguageModelV4 {
  if (config.provider === 'anthropic') {
    const anthropic = createAnthropic({
      apiKey: config.apiKey ?? undefined,
      baseURL: config.baseUrl ?? undefined,
      fetch,
    });
    return anthropic(modelId);
  }
  const provider = createOpenAICompatible({
    name: 'openai-compatible',
    baseURL: config.baseUrl ?? '',
    apiKey: config.apiKey ?? undefined,
    includeUsage: true,
    supportsStructuredOutputs: structuredModeOf(config) === 'json_schema',
    fetch,
  });
  return wrapLanguageModel({
    model: provider.chatModel(modelId),
    middleware: extractReasoningMiddleware({ tagName: 'think' }),
  });
}
