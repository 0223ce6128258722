import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.js';
import * as filesRepo from '../db/repos/knowledgeFiles.js';
import type { ResearchSessionRow, TaskRow } from '../db/schema/index.js';
import type { LlmConfig } from '../llm/config.js';
import { runSearch, type SearchJob } from './search/runSearch.js';
import { emptyResult, readResult, type SessionResult } from './sessionResult.js';
import { runSort, type SortJob } from './sort/runSort.js';
import { startRun, usableModelConfig } from './startRun.js';

/** `tasks.kind` of a paper-search step run by a worker (decision 017). */
export const AGENT_TASK_KIND = 'paperAgent';

/** A step of a session ready to run: its stream, where its events continue, and its work. */
export type StepSpec = {
  sessionId: string;
  /** The session's owner. */
  userId: string;
  lastSeq: number;
  result: SessionResult;
  config?: LlmConfig;
} & ({ stream: 'search'; job: SearchJob } | { stream: 'sort'; job: SortJob });

/**
 * What an agent task's `input` holds: only ids and the decisions taken before the first byte (the
 * price, whether the model is used); the worker reads the rest from the session row, which the web
 * server wrote before enqueuing. The hold is the task's `holdId`.
 */
export const AgentTaskInput = z.discriminatedUnion('stream', [
  z.object({
    stream: z.literal('search'),
    sessionId: z.uuid(),
    knowledgeFileIds: z.array(z.uuid()),
    price: z.number().int().min(0),
    usesModel: z.boolean(),
  }),
  z.object({
    stream: z.literal('sort'),
    sessionId: z.uuid(),
    lastSeq: z.number().int().min(0),
    usesModel: z.boolean(),
  }),
]);
export type AgentTaskInput = z.infer<typeof AgentTaskInput>;

/** The task input of a step (see AgentTaskInput). */
export function taskInputOf(spec: StepSpec): AgentTaskInput {
  const usesModel = spec.config !== undefined;
  if (spec.stream === 'sort') return { stream: 'sort', sessionId: spec.sessionId, lastSeq: spec.lastSeq, usesModel };
  const knowledgeFileIds = spec.job.knowledgeFiles.map((f) => f.id);
  return { stream: 'search', sessionId: spec.sessionId, knowledgeFileIds, price: spec.job.price, usesModel };
}

/**
 * Rebuilds a step in the worker from its task and session. The model is used only when the web
 * server priced the run with one (a configuration that became unusable meanwhile runs it offline);
 * a chosen file deleted meanwhile is left out, as the search would skip it anyway.
 */
export async function stepOfTask(ctx: AppContext, task: TaskRow, session: ResearchSessionRow): Promise<StepSpec> {
  const input = AgentTaskInput.parse(task.input);
  const config = input.usesModel ? await usableModelConfig(ctx) : undefined;
  const { topic, options } = { topic: session.topic, options: session.options as SearchJob['options'] };
  if (input.stream === 'sort') {
    const result = readResult(session.result);
    const language = options.language ?? 'cn';
    const job: SortJob = { topic, bibList: result.bibList, language, searchWithoutAi: result.withoutAi };
    return {
      stream: 'sort',
      sessionId: session.id,
      userId: session.userId,
      lastSeq: input.lastSeq,
      result,
      config,
      job,
    };
  }
  const chosen = new Set(input.knowledgeFileIds);
  const files = (await filesRepo.listLive(ctx.db, session.userId)).filter((f) => chosen.has(f.id));
  const hold = task.holdId ? { id: task.holdId, userId: session.userId, amount: input.price } : undefined;
  const job: SearchJob = { userId: session.userId, knowledgeFiles: files, topic, options, price: input.price, hold };
  return {
    stream: 'search',
    sessionId: session.id,
    userId: session.userId,
    lastSeq: 0,
    result: emptyResult(),
    config,
    job,
  };
}

/**
 * Starts a step's run in this process (startRun); resolves once it has ended and stored everything.
 * `onStored` hears each stored event's seq.
 */
export function startStep(
  ctx: AppContext,
  log: FastifyBaseLogger,
  spec: StepSpec,
  onStored?: (seq: number) => void,
): Promise<void> {
  if (spec.stream === 'search') return startRun(ctx, log, spec, (env) => runSearch(env, spec.job), onStored);
  return startRun(ctx, log, spec, (env) => runSort(env, spec.job), onStored);
}
