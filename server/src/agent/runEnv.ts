import type { FastifyBaseLogger } from 'fastify';
import type { AgentProgress } from '@inkstone/shared/api/paperAgentStream';
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
