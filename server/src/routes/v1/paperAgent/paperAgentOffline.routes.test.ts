import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SearchStatus,
  SortStatus,
  type AgentPaper,
  type ResearchSessionDto,
  type Section,
} from '@inkstone/shared/api/paperAgent';
import { V1 } from '@inkstone/shared/paths';
import { takeHold } from '../../../billing/holds.js';
import { genericWordIn } from '../../../agent/offline/genericTerms.js';
import { sweepInterruptedSessions } from '../../../agent/sweepSessions.js';
import { insertSession } from '../../../db/repos/researchSessions.js';
import { emptyResult } from '../../../agent/sessionResult.js';
import { openHolds, userIdOf } from '../../../test/aiTestApp.js';
import { okData, registerUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';
import { balanceOf, dataOf, listen, postTo, readIdEvents, statusesOf } from '../../../test/agentTestKit.js';

// No model configured: every step runs with the offline methods.
let t: TestApp;
let origin: string;
beforeAll(async () => {
  t = await createTestApp();
  origin = await listen(t);
  await t.ctx.literature.ready();
});
afterAll(async () => t.close());

const detail = async (id: string, token: string) =>
  okData<ResearchSessionDto>(
    await t.request({ method: 'GET', url: `${V1.papersearchHistory.detail}?id=${id}`, token }),
  );

describe('paper-search agent without a model', () => {
  it('searches and sorts honestly offline: usesAi false, free, every paper in exactly one section', async () => {
    const { token } = await registerUser(t);
    const before = await balanceOf(t, token);
    const search = await readIdEvents(
      await postTo(
        origin,
        V1.workflow.paperagentSearch,
        { topic: 'argument mining in social media', maxPapers: 12, language: 'en' },
        token,
      ),
    );
    expect([...new Set(statusesOf(search))]).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(dataOf(search, SearchStatus.Connected)).toEqual({ usesAi: false, wordsCost: 0 });
    expect(dataOf(search, SearchStatus.AiSearch)).toEqual({ aiSearchResult: ['argument mining in social media'] });
    const { expandQueriesResult } = dataOf<{ expandQueriesResult: string[] }>(search, SearchStatus.ExpandQueries);
    expect(expandQueriesResult[0]).toMatch(/argument mining/);
    const { bibList } = dataOf<{ bibList: AgentPaper[] }>(search, SearchStatus.Finished);
    expect(bibList).toHaveLength(12);
    expect(bibList.filter((p) => /argument/i.test(p.title)).length).toBeGreaterThanOrEqual(8);
    expect(bibList[0]!.reason).toBe("Search rank 1 for the topic's key terms (not judged by AI).");
    expect(search.at(-1)?.event).toMatchObject({
      type: 'done',
      data: { usesAi: false, wordsCharged: 0, errorMsg: null },
    });
    expect(await balanceOf(t, token)).toBe(before);

    const id = dataOf<{ id: string }>(search, SearchStatus.GetUUID).id;
    const sort = await readIdEvents(await postTo(origin, V1.workflow.paperagentSortLogic, { id }, token));
    expect(statusesOf(sort)).toEqual([1, 2, 3, 4, 5]);
    expect(dataOf(sort, SortStatus.Connected)).toEqual({ id, usesAi: false });
    const { groupPapers } = dataOf<{ groupPapers: Array<{ name: string; bibkey: string[] }> }>(
      sort,
      SortStatus.GroupPapers,
    );
    expect(groupPapers.length).toBeGreaterThanOrEqual(2);
    const { mergedSkeleton } = dataOf<{ mergedSkeleton: Section[] }>(sort, SortStatus.Finished);
    expect(mergedSkeleton.flatMap((s) => s.bibkey).sort()).toEqual(bibList.map((p) => p.bibkey).sort());
    expect(mergedSkeleton.every((s) => s.reason.length > 0 && s.section_name.length > 0)).toBe(true);
    // Issue 17: names are phrases without generic words, reasons one sentence that claims no judgement.
    for (const { section_name, reason } of mergedSkeleton) {
      expect(genericWordIn(section_name), section_name).toBeNull();
      expect(reason).toMatch(/^(All|Both|One|These|This|\d+) .*\.$/);
      expect(reason).not.toMatch(/\b(AI|judged)\b/);
    }
    expect((await detail(id, token)).state).toBe('finished');
  });

  it('writes section reasons in the UI language without a model (Chinese UI)', async () => {
    const { token } = await registerUser(t);
    const topic = { topic: 'argument mining in social media', maxPapers: 12, language: 'cn' };
    const search = await readIdEvents(await postTo(origin, V1.workflow.paperagentSearch, topic, token));
    const id = dataOf<{ id: string }>(search, SearchStatus.GetUUID).id;
    const sort = await readIdEvents(await postTo(origin, V1.workflow.paperagentSortLogic, { id }, token));
    const { mergedSkeleton } = dataOf<{ mergedSkeleton: Section[] }>(sort, SortStatus.Finished);
    expect(mergedSkeleton.length).toBeGreaterThanOrEqual(2);
    for (const { section_name, reason } of mergedSkeleton) {
      expect(genericWordIn(section_name), section_name).toBeNull();
      expect(reason).toMatch(/^这(\d+篇|篇)文献.*。$/);
    }
  });

  it('409 session_not_searched when step 3 is asked before the search finished', async () => {
    const { token, email } = await registerUser(t);
    const id = await storedSession(await userIdOf(t, email), {
      state: 'failed',
      searchStatus: SearchStatus.SearchSemantic,
    });
    const res = await postTo(origin, V1.workflow.paperagentSortLogic, { id }, token);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ errorCode: 'session_not_searched' });
  });

  it('the start-up sweep fails sessions a dead process left running, refunds them, and a reconnect says so', async () => {
    const { token, email } = await registerUser(t);
    const userId = await userIdOf(t, email);
    const before = await balanceOf(t, token);
    const { hold } = await takeHold(t.ctx.db, { userId, amount: 500, purpose: 'paperAgent', now: new Date() });
    const running = await storedSession(userId, { state: 'running', holdId: hold.id });
    const sorting = await storedSession(userId, { state: 'sorting', searchStatus: SearchStatus.Finished });

    expect(await sweepInterruptedSessions(t.ctx.db, new Date())).toBeGreaterThanOrEqual(1);
    expect(await detail(running, token)).toMatchObject({ state: 'failed', errorMsg: expect.stringMatching(/restart/) });
    expect((await detail(sorting, token)).state).toBe('searched');
    expect(await balanceOf(t, token)).toBe(before);
    expect(await openHolds(t, userId)).toBe(0);

    const replay = await readIdEvents(await postTo(origin, V1.workflow.paperagentResume, { id: running }, token));
    expect(replay.at(-1)?.event).toMatchObject({ type: 'error', errorCode: 'session_interrupted' });
  });
});

async function storedSession(userId: string, columns: Partial<Parameters<typeof insertSession>[1]>): Promise<string> {
  const id = crypto.randomUUID();
  const now = new Date();
  await insertSession(t.ctx.db, {
    id,
    userId,
    topic: 'stored topic',
    options: { maxPapers: 10, language: 'en' },
    state: 'running',
    result: emptyResult(),
    createdAt: now,
    updatedAt: now,
    ...columns,
  });
  return id;
}
