import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentPaper, HistoryListRes, ResearchSessionDto } from '@inkstone/shared/api/paperAgent';
import { V1 } from '@inkstone/shared/paths';
import { insertSession } from '../../../db/repos/researchSessions.js';
import { emptyPaper } from '../../../literature/paper.js';
import { emptyResult } from '../../../agent/sessionResult.js';
import { userIdOf } from '../../../test/aiTestApp.js';
import { okData, registerUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const get = (url: string, token?: string) => t.request({ method: 'GET', url, token });

/** Stores `count` finished sessions a minute apart (the newest last) and returns their ids, oldest first. */
async function storeSessions(userId: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = crypto.randomUUID();
    const at = new Date(Date.UTC(2026, 0, 1, 0, i));
    const paper = savedPaper(i);
    const section = { section_name: 'S', bibkey: [`k${i}`], reason: 'r' };
    await insertSession(t.ctx.db, {
      id,
      userId,
      topic: `topic ${i}`,
      options: { maxPapers: 10, language: 'en' },
      state: 'finished',
      step: 3,
      searchStatus: 8,
      sortStatus: 5,
      result: { ...emptyResult(), bibList: [paper], mergedSkeleton: [section] },
      createdAt: at,
      updatedAt: at,
    });
    ids.push(id);
  }
  return ids;
}

/** A kept paper as a finished search saves it. */
function savedPaper(i: number): AgentPaper {
  return {
    ...emptyPaper(`Paper ${i}`),
    bibkey: `k${i}`,
    authors: [{ given: 'Ada', family: 'Lovelace' }],
    year: 2020,
    language: 'en',
    sources: [{ source: 'acl', id: `p${i}` }],
    relevance: 0.8,
    reason: 'On topic.',
    translatedTitle: null,
    translatedSummary: null,
  };
}

describe('paper-search history', () => {
  it("lists the user's sessions newest first, paged, with paper and section counts", async () => {
    const { token, email } = await registerUser(t);
    const ids = await storeSessions(await userIdOf(t, email), 7);
    await storeSessions(await userIdOf(t, (await registerUser(t)).email), 2);

    const first = okData<HistoryListRes>(await get(`${V1.papersearchHistory.list}?page=1&pageSize=5`, token));
    expect(first.total).toBe(7);
    expect(first.items.map((s) => s.id)).toEqual([...ids].reverse().slice(0, 5));
    expect(first.items[0]).toMatchObject({
      topic: 'topic 6',
      state: 'finished',
      step: 3,
      paperCount: 1,
      sectionCount: 1,
    });
    expect(first.items[0]!.createdAt).toBe('2026-01-01T00:06:00.000Z');
    const second = okData<HistoryListRes>(await get(`${V1.papersearchHistory.list}?page=2&pageSize=5`, token));
    expect(second.items.map((s) => s.id)).toEqual([ids[1], ids[0]]);
  });

  it("detail returns the full saved result; another user's session is a 404", async () => {
    const { token, email } = await registerUser(t);
    const [id] = await storeSessions(await userIdOf(t, email), 1);
    const session = okData<ResearchSessionDto>(await get(`${V1.papersearchHistory.detail}?id=${id}`, token));
    expect(session).toMatchObject({
      id,
      topic: 'topic 0',
      state: 'finished',
      options: { maxPapers: 10, language: 'en' },
    });
    expect(session.bibList).toEqual([savedPaper(0)]);
    expect(session.mergedSkeleton).toEqual([{ section_name: 'S', bibkey: ['k0'], reason: 'r' }]);

    const other = await registerUser(t);
    const res = await get(`${V1.papersearchHistory.detail}?id=${id}`, other.token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'not_found' });
  });

  it('delete removes a session from history (soft); another user cannot delete it', async () => {
    const { token, email } = await registerUser(t);
    const [id] = await storeSessions(await userIdOf(t, email), 1);
    const other = await registerUser(t);
    expect((await get(`${V1.papersearchHistory.delete}?id=${id}`, other.token)).statusCode).toBe(404);
    expect((await get(`${V1.papersearchHistory.detail}?id=${id}`, token)).statusCode).toBe(200);

    expect(okData(await get(`${V1.papersearchHistory.delete}?id=${id}`, token))).toBeNull();
    expect((await get(`${V1.papersearchHistory.detail}?id=${id}`, token)).statusCode).toBe(404);
    expect(okData<HistoryListRes>(await get(`${V1.papersearchHistory.list}?page=1&pageSize=5`, token)).total).toBe(0);
    expect((await get(`${V1.papersearchHistory.delete}?id=${id}`, token)).statusCode).toBe(404);
  });

  it('401 without a token; 400 for a page size the spec does not offer or a malformed id', async () => {
    expect((await get(`${V1.papersearchHistory.list}?page=1&pageSize=5`)).statusCode).toBe(401);
    const { token } = await registerUser(t);
    const badSize = await get(`${V1.papersearchHistory.list}?page=1&pageSize=7`, token);
    expect(badSize.statusCode).toBe(400);
    expect(badSize.json()).toMatchObject({
      errorCode: 'validation_error',
      errorMsg: expect.stringMatching(/^pageSize/),
    });
    expect((await get(`${V1.papersearchHistory.detail}?id=42`, token)).statusCode).toBe(400);
  });
});
