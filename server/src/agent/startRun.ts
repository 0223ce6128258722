import type { FastifyBaseLogger } from 'fastify';
import type { AgentProgress } from '@inkstone/shared/api/paperAgentStream';
import type { AppContext } from '../context.js';
import type { LlmConfig } from '../llm/config.js';
import { AgentModel } from './agentModel.js';
import type { RunEnv } from './runEnv.js';
import { SessionRecorder } from './sessionRecorder.js';
import type { SessionResult } from './sessionResult.js';
import type { SessionStream } from '../db/repos/researchSessions.js';

/** The model configuration in force, or undefined when none is usable (the run goes offline). */
export async function usableModelConfig(ctx: AppContext): Promise<LlmConfig | undefined> {
  const { config, problem } = await ctx.llm.settings();
  return config && !problem ? config : undefined;
}

/**
 * Registers a run of one stream of a session and starts `body` in the background, detached from
 * the request that asked for it: only the abort route or a shutdown stops it. Events continue after
 * seq `lastSeq`; `result` is the session's result the run builds on; `onStored` hears each stored
 * event's seq. Resolves once the run has ended (a worker's task waits for it; a web server does not).
 */
export function startRun<S extends SessionStream & keyof AgentProgress>(
  ctx: AppContext,
  log: FastifyBaseLogger,
  init: {
    sessionId: string;
    stream: S;
    lastSeq: number;
    result: SessionResult;
    config?: LlmConfig;
  },
  body: (env: RunEnv<S>) => Promise<void>,
  onStored?: (seq: number) => void,
): Promise<void> {
  const run = ctx.liveRuns.start(init.sessionId, init.stream);
  const signal = AbortSignal.any([run.controller.signal, ctx.shutdownSignal]);
  const env: RunEnv<S> = {
    ctx,
    catalog: ctx.literature,
    sessionId: init.sessionId,
    recorder: new SessionRecorder<AgentProgress[S]>(ctx.db, ctx.clock, run, init.lastSeq, init.result, log, onStored),
    model: init.config ? new AgentModel(ctx.llm, init.config, signal, log) : undefined,
    signal,
    userAbort: run.controller.signal,
    log,
  };
  return (
    body(env)
      // The run ends once its events are stored and its last one published (see SessionRecorder.emit).
      .then(() => env.recorder.flush())
      .catch((err: unknown) =>
        log.error({ err, sessionId: init.sessionId }, 'paper-search agent run could not record its end'),
      )
      .finally(() => run.end())
  );
}
