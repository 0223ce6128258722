import type { LlmConfig } from '../../../llm/config.js';
import type { LlmService } from '../../../llm/llmService.js';
import type { AskModel } from './modelSearch.js';

/** An AskModel over the app's LLM service: the streamed answer's text, reasoning dropped (fast model when configured). */
export function askWithLlm(llm: LlmService, config: LlmConfig, signal: AbortSignal): AskModel {
  return async (prompt) => {
    let text = '';
    for await (const chunk of llm.stream(config, { ...prompt, signal, useFastModel: true, temperature: 0 })) {
      if (chunk.type === 'text') text += chunk.text;
    }
    return text;
  };
}
