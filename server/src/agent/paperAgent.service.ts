import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { SearchStatus, type AgentSearchReq, type ResearchSessionState } from '@inkstone/shared/api/paperAgent';
import { ErrorCode } from '@inkstone/shared/errorCodes';
import { releaseHold, takeHold, type Hold } from '../billing/holds.js';
import type { AppContext } from '../context.js';
import { readyChosenFiles } from '../knowledge/chosenFiles.service.js';
import { emptyResult, readResult } from './sessionResult.js';
import * as store from '../db/repos/researchSessions.js';
import { usableModelConfig } from './startRun.js';
import { ConflictError, NotFoundError } from '../errors.js';

/** The hold purpose of an agent search, as the ledger shows it. */
const HOLD_PURPOSE = 'paperAgent';

/**
 * Starts step 2 of a new session. Checked before the first byte: the chosen knowledge-base files
 * are the user's (404) and ready (400), and the balance covers the price when a model is connected
 * (402 otherwise; without a model the run is free). Returns the session id.
 */
export async function startSearchSession(
  ctx: AppContext,
  userId: string,
  req: AgentSearchReq,
  log: FastifyBaseLogger,
): Promise<string> {
  await ctx.agentRuns.ensureCanStart?.(ctx);
  const knowledgeFiles = await readyChosenFiles(ctx.db, userId, {
    fileIds: req.knowledgeFileIds,
    folderIds: req.knowledgeFolderIds,
  });
  const config = await usableModelConfig(ctx);
  const price = config ? ctx.env.AGENT_SEARCH_WORDS : 0;
  const now = ctx.clock.now();
  const id = crypto.randomUUID();
  let hold: Hold | undefined;
  if (price > 0) hold = (await takeHold(ctx.db, { userId, amount: price, purpose: HOLD_PURPOSE, now })).hold;
  const { topic, ...options } = req;
  let isStored = false;
  try {
    await store.insertSession(ctx.db, {
      id,
      userId,
      topic,
      options,
      state: 'running',
      step: 2,
      usesAi: !!config,
      result: emptyResult(),
      holdId: hold?.id,
      createdAt: now,
      updatedAt: now,
    });
    isStored = true;
    const job = { userId, knowledgeFiles, topic, options, price, hold };
    await ctx.agentRuns.start(ctx, log, {
      stream: 'search',
      sessionId: id,
      userId,
      lastSeq: 0,
      result: emptyResult(),
      config,
      job,
    });
  } catch (err) {
    // Not started (the queue could not take it): the words go back and the session says it failed.
    if (hold) await releaseHold(ctx.db, hold.id, ctx.clock.now());
    if (isStored) await store.updateSession(ctx.db, id, { state: 'failed', updatedAt: ctx.clock.now() });
    throw err;
  }
  return id;
}

/** Starts step 3 of a searched session (404 if not the user's, 409 while a step runs or before the search finished). */
export async function startSortSession(
  ctx: AppContext,
  userId: string,
  id: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const session = await store.findOwnedSession(ctx.db, userId, id);
  if (!session) throw NotFoundError('Research session');
  if (ctx.agentRuns.isRunning(ctx, session))
    throw ConflictError(ErrorCode.sessionBusy, 'This session is still running. Wait for it, or stop it first.');
  if (session.searchStatus !== SearchStatus.Finished) {
    throw ConflictError(
      ErrorCode.sessionNotSearched,
      'The search of this session has not finished, so its papers cannot be grouped yet.',
    );
  }
  await ctx.agentRuns.ensureCanStart?.(ctx);
  const config = await usableModelConfig(ctx);
  const result = { ...readResult(session.result), groupPapers: [], initSkeletons: [], mergedSkeleton: [] };
  // A new sort replaces the previous one, so a reconnect replays this run only.
  await store.deleteEvents(ctx.db, id, 'sort');
  await store.updateSession(ctx.db, id, {
    state: 'sorting',
    step: 3,
    sortStatus: 0,
    result,
    abortRequestedAt: null,
    updatedAt: ctx.clock.now(),
  });
  const lastSeq = await store.lastSeq(ctx.db, id);
  const language = (session.options as { language?: 'en' | 'cn' }).language ?? 'cn';
  const job = { topic: session.topic, bibList: result.bibList, language, searchWithoutAi: result.withoutAi };
  await ctx.agentRuns.start(ctx, log, { stream: 'sort', sessionId: id, userId, lastSeq, result, config, job });
}

/** What a search costs now: its price with a usable model, nothing without one (the run goes offline). */
export async function searchPrice(ctx: AppContext): Promise<{ usesAi: boolean; wordsCost: number }> {
  const usesAi = (await usableModelConfig(ctx)) !== undefined;
  return { usesAi, wordsCost: usesAi ? ctx.env.AGENT_SEARCH_WORDS : 0 };
}

/** The session (404 if not the user's), for a reconnect. */
export async function findSessionForResume(ctx: AppContext, userId: string, id: string): Promise<void> {
  if (!(await store.findOwnedSession(ctx.db, userId, id))) throw NotFoundError('Research session');
}

/**
 * Stops the session's running step wherever it runs (ctx.agentRuns); the run records `aborted`
 * itself. Returns the state afterwards.
 */
export async function abortSession(ctx: AppContext, userId: string, id: string): Promise<ResearchSessionState> {
  const session = await store.findOwnedSession(ctx.db, userId, id);
  if (!session) throw NotFoundError('Research session');
  await ctx.agentRuns.abort(ctx, session);
  return (await store.findOwnedSession(ctx.db, userId, id))?.state ?? 'aborted';
}
