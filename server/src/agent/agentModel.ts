import type { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { LlmService } from '../llm/llmService.js';
import type { LlmConfig } from '../llm/config.js';
import { LlmCallError } from '../llm/llmErrors.js';
import type { BuiltPrompt } from '../llm/prompts/promptTypes.js';
import { parseModelJson } from '../llm/modelJson.js';

/** Why a step ran without the model: the model failed, or answered something unusable. */
export interface ModelFailure {
  errorCode: string;
  errorMsg: string;
}

/**
 * The model as the agent uses it: one JSON answer per call, collected from the stream. The first
 * call that fails (upstream error, timeout) marks the model broken, so later steps go offline at
 * once instead of waiting on it again; an unparsable answer only fails that call.
 */
export class AgentModel {
  /** Set once a call failed upstream; the run continues without the model. */
  failure: ModelFailure | undefined;

  constructor(
    private readonly llm: LlmService,
    private readonly config: LlmConfig,
    private readonly signal: AbortSignal,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  /** True while the model is usable. */
  get isUp(): boolean {
    return !this.failure;
  }

  /**
   * Sends one prompt and parses the answer as `schema`. Undefined when the model is down, the call
   * fails (the failure is recorded) or the answer has the wrong shape (logged). Aborts propagate.
   */
  async ask<T>(
    prompt: BuiltPrompt,
    schema: z.ZodType<T>,
    opts: { useFastModel?: boolean } = {},
  ): Promise<T | undefined> {
    if (this.failure) return undefined;
    let text = '';
    try {
      for await (const chunk of this.llm.stream(this.config, { ...prompt, signal: this.signal, ...opts })) {
        if (chunk.type === 'text') text += chunk.text;
      }
    } catch (err) {
      if (!(err instanceof LlmCallError)) throw err;
      this.failure ??= { errorCode: err.errorCode, errorMsg: err.message };
      this.log.warn(
        { prompt: prompt.version, errorCode: err.errorCode },
        'agent model call failed; continuing offline',
      );
      return undefined;
    }
    const value = parseModelJson(text, schema);
    if (value === undefined)
      this.log.warn({ prompt: prompt.version, chars: text.length }, 'agent model answer unparsable');
    return value;
  }
}
