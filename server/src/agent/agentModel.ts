import type { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { AgentModelStep, StepWithoutAi } from '@inkstone/shared/api/paperAgent';
import type { LlmService } from '../llm/llmService.js';
import type { LlmConfig } from '../llm/config.js';
import { LlmCallError, StructuredOutputError } from '../llm/llmErrors.js';
import type { BuiltPrompt } from '../llm/prompts/promptTypes.js';

/** Why a step ran without the model: the model failed, or answered something unusable. */
export interface ModelFailure {
  errorCode: string;
  errorMsg: string;
}

/** A step's model calls: how many gave a usable answer, how many did not and why (the last reason). */
interface Tally {
  used: number;
  missed: number;
  reason: StepWithoutAi['reason'];
}

/**
 * The model as the agent uses it: one structured answer per call (llm.structured, in the mode set
 * for the provider). The first call that fails upstream (error, timeout) marks the model broken, so
 * later calls go offline at once instead of waiting on it again; an answer that does not fit its
 * schema, also after the one corrected retry, only fails that call. Every call is tallied by step,
 * so the run can say which steps went without the model and charge only for answers it used.
 */
export class AgentModel {
  /** Set once a call failed upstream; the run continues without the model. */
  failure: ModelFailure | undefined;
  private readonly tallies = new Map<AgentModelStep, Tally>();

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

  /** True once any answer of the model was used (a run that used none is free). */
  get hasUsedAnswers(): boolean {
    return [...this.tallies.values()].some((t) => t.used > 0);
  }

  /**
   * The answer to one prompt of `step`, as `schema`. Undefined when the model is down, the call
   * fails (the failure is recorded) or the answer does not fit (logged with the step); the step then
   * works offline and the miss is tallied. Aborts propagate.
   */
  async ask<T>(
    step: AgentModelStep,
    prompt: BuiltPrompt,
    schema: z.ZodType<T>,
    opts: { useFastModel?: boolean } = {},
  ): Promise<T | undefined> {
    if (this.failure) return this.miss(step, 'failed');
    try {
      const value = await this.llm.structured(this.config, {
        step: `agent.${step}`,
        prompt,
        schema,
        signal: this.signal,
        useFastModel: opts.useFastModel,
        log: this.log,
      });
      this.tally(step).used++;
      return value;
    } catch (err) {
      if (err instanceof StructuredOutputError) return this.miss(step, 'unreadable');
      if (!(err instanceof LlmCallError)) throw err;
      this.failure ??= { errorCode: err.errorCode, errorMsg: err.message };
      this.log.warn(
        { step, prompt: prompt.version, errorCode: err.errorCode },
        'agent model call failed; continuing offline',
      );
      return this.miss(step, 'failed');
    }
  }

  /** How `step` went without the model, if any of its calls did. */
  withoutAi(step: AgentModelStep): StepWithoutAi | undefined {
    const tally = this.tallies.get(step);
    if (!tally?.missed) return undefined;
    return { step, reason: tally.reason, parts: tally.missed, of: tally.used + tally.missed };
  }

  /** Every step that went (wholly or in part) without the model, in the order they ran. */
  allWithoutAi(): StepWithoutAi[] {
    return [...this.tallies.keys()].flatMap((step) => this.withoutAi(step) ?? []);
  }

  private tally(step: AgentModelStep): Tally {
    let tally = this.tallies.get(step);
    if (!tally) this.tallies.set(step, (tally = { used: 0, missed: 0, reason: 'unreadable' }));
    return tally;
  }

  private miss(step: AgentModelStep, reason: StepWithoutAi['reason']): undefined {
    const tally = this.tally(step);
    tally.missed++;
    tally.reason = reason;
    return undefined;
  }
}
