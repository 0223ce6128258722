import type { HistoryListRes, ResearchSessionDto } from '@inkstone/shared/api/paperAgent';
import type { AppContext } from '../context.js';
import * as store from '../db/repos/researchSessions.js';
import { NotFoundError } from '../errors.js';
import { presentSession, presentSessionSummary } from '../presenters/researchSession.js';

const SessionNotFound = () => NotFoundError('Research session');

/** A page of the user's paper searches, newest first. */
export async function listSessions(
  ctx: AppContext,
  userId: string,
  page: { page: number; pageSize: number },
): Promise<HistoryListRes> {
  const { rows, total } = await store.listOwnedSessions(ctx.db, userId, page.page, page.pageSize);
  return { items: rows.map(presentSessionSummary), total };
}

/** The user's session with its results; 404 when it is someone else's or deleted. */
export async function findSession(ctx: AppContext, userId: string, id: string): Promise<ResearchSessionDto> {
  const row = await store.findOwnedSession(ctx.db, userId, id);
  if (!row) throw SessionNotFound();
  return presentSession(row);
}

/** Deletes the user's session; a step still running stops first (a deleted session stops working too). */
export async function deleteSession(ctx: AppContext, userId: string, id: string): Promise<void> {
  if (!(await store.findOwnedSession(ctx.db, userId, id))) throw SessionNotFound();
  const run = ctx.liveRuns.get(id);
  if (run) {
    run.controller.abort(new Error('deleted by the user'));
    await run.whenEnded();
  }
  await store.softDeleteSession(ctx.db, userId, id, ctx.clock.now());
}
