import type { FastifyBaseLogger } from 'fastify';
import type { AgentProgress, AiFailureNote } from '@inkstone/shared/api/paperAgentStream';
import type { AppContext } from '../context.js';
import type { LiteratureCatalog } from '../literature/catalog.js';
import type { AgentModel } from './agentModel.js';
import type { SessionRecorder } from './sessionRecorder.js';

/** What a running step of a session works with; `S` is its stream, whose progress its recorder takes. */
export interface RunEnv<S extends keyof AgentProgress = keyof AgentProgress> {
  ctx: AppContext;
  catalog: LiteratureCatalog;
  sessionId: string;
  recorder: SessionRecorder<AgentProgress[S]>;
  /** The model, or undefined when the run is offline from the start. */
  model: AgentModel | undefined;
  /** Aborted by the abort route or a server shutdown: stops everything in flight. */
  signal: AbortSignal;
  /** Aborted by the abort route only (tells a user's abort from a shutdown). */
  userAbort: AbortSignal;
  log: FastifyBaseLogger;
}

/**
 * Reports the model's mid-run failure once: the first step after it gets the note in its progress
 * data; the message for the session's errorMsg is kept.
 */
export class FailureNotes {
  private isReported = false;

  constructor(private readonly model: AgentModel | undefined) {}

  /** `{ aiFailure }` the first time the model is found failed, else nothing. */
  take(): AiFailureNote {
    const failure = this.model?.failure;
    if (!failure || this.isReported) return {};
    this.isReported = true;
    return { aiFailure: failure };
  }

  /** The sentence for the session's errorMsg, or null when the model did not fail. */
  message(): string | null {
    const failure = this.model?.failure;
    return failure ? `The AI model failed (${failure.errorMsg}); the remaining steps ran without AI.` : null;
  }
}
