import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  SearchStatus,
  SortStatus,
  type AgentPaper,
  type ResearchSessionDto,
  type Section,
} from '@inkstone/shared/api/paperAgent';
import { SearchProgress, SortProgress } from '@inkstone/shared/api/paperAgentStream';
import { V1 } from '@inkstone/shared/paths';
import type { AiTestApp } from '../../../test/aiTestApp.js';
import { okData, registerUser } from '../../../test/factories.js';
import {
  agentResponder,
  createAgentTestApp,
  strayModelCalls,
  balanceOf,
  dataOf,
  promptKind,
  readIdEvents,
  statusesOf,
} from '../../../test/agentTestKit.js';

let t: AiTestApp;
beforeAll(async () => {
  t = await createAgentTestApp();
});
afterAll(async () => t.close());
afterEach(() => expect(strayModelCalls(t)).toEqual([]));

const TOPIC = 'neural machine translation quality';

async function search(token: string, body: object = {}) {
  const res = await t.post(V1.workflow.paperagentSearch, { topic: TOPIC, ...body }, token);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  return readIdEvents(res);
}

describe('POST paperagent/search with a model', () => {
  it('streams statuses 1–8 in order with their data, stores the session and charges the price', async () => {
    t.fake.setResponder(agentResponder());
    const { token } = await registerUser(t);
    const before = await balanceOf(t, token);
    const events = await search(token, { maxPapers: 10 });

    const statuses = statusesOf(events);
    expect(statuses.slice(0, 5)).toEqual([1, 2, 3, 4, 5]);
    expect([...statuses].sort((a, b) => a - b)).toEqual(statuses);
    expect(statuses.at(-1)).toBe(SearchStatus.Finished);
    expect(events.at(-1)?.event.type).toBe('done');
    // Every event carries its seq as the SSE id: 1, 2, 3, …
    expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i + 1));
    // The client reads each progress event with the shared schema of its status.
    for (const { event } of events) if (event.type === 'progress') expect(SearchProgress.parse(event)).toBeTruthy();

    const { id } = dataOf<{ id: string }>(events, SearchStatus.GetUUID);
    expect(dataOf(events, SearchStatus.Connected)).toEqual({ usesAi: true, wordsCost: 500 });
    expect(dataOf(events, SearchStatus.AiSearch)).toEqual({
      aiSearchResult: ['Improve neural machine translation quality', 'Evaluate translation quality'],
    });
    const { expandQueriesResult } = dataOf<{ expandQueriesResult: string[] }>(events, SearchStatus.ExpandQueries);
    expect(expandQueriesResult.slice(0, 3)).toEqual([
      'neural machine translation',
      'translation quality estimation',
      '机器翻译',
    ]);
    const semantic = dataOf<{ searchSemanticLength: number; sources: Array<{ source: string; status: string }> }>(
      events,
      SearchStatus.SearchSemantic,
    );
    expect(semantic.searchSemanticLength).toBeGreaterThan(10);
    expect(semantic.sources).toContainEqual(expect.objectContaining({ source: 'local', status: 'ok' }));

    const { bibList, bibDict } = dataOf<{ bibList: AgentPaper[]; bibDict: Record<string, AgentPaper> }>(
      events,
      SearchStatus.Finished,
    );
    expect(bibList.length).toBe(10);
    for (const paper of bibList) {
      expect(paper.title).toMatch(/translation/i);
      expect(paper.relevance).toBe(0.9);
      expect(paper.reason).toMatch(/^About translation: \d+$/);
      // English papers, Chinese UI: translated.
      expect(paper.translatedTitle).toBe(`译:${paper.title}`);
      expect(bibDict[paper.bibkey]).toEqual(paper);
    }
    const filter = dataOf<{ kept: number; judged: number; total: number }>(events, SearchStatus.FilterPapers);
    expect(filter.judged).toBe(filter.total);
    expect(events.at(-1)?.event).toEqual({
      type: 'done',
      data: { id, usesAi: true, wordsCharged: 500, withoutAi: [], errorMsg: null },
    });
    expect(await balanceOf(t, token)).toBe(before - 500);

    const detail = okData<ResearchSessionDto>(
      await t.request({ method: 'GET', url: `${V1.papersearchHistory.detail}?id=${id}`, token }),
    );
    expect(detail).toMatchObject({
      id,
      topic: TOPIC,
      state: 'searched',
      searchStatus: 8,
      usesAi: true,
      wordsCharged: 500,
    });
    expect(detail.bibList).toEqual(bibList);
    expect(detail.options).toMatchObject({ maxPapers: 10, language: 'cn' });
  });

  it('judges candidates in several filter batches and skips translation when the UI language matches', async () => {
    t.fake.setResponder(agentResponder());
    const { token } = await registerUser(t);
    const from = t.fake.requests.length;
    await search(token, { language: 'en', maxPapers: 5 });
    const kinds = t.fake.requests.slice(from).map(promptKind);
    expect(kinds.filter((k) => k === 'filter').length).toBeGreaterThan(1);
    // English UI, English papers: nothing to translate, no translate call.
    expect(kinds).not.toContain('translate');
    expect(kinds.slice(0, 2)).toEqual(['intents', 'queries']);
  });

  it('step 3 groups the kept papers into sections that cover every paper exactly once', async () => {
    t.fake.setResponder(agentResponder());
    const { token } = await registerUser(t);
    const searched = await search(token, { maxPapers: 8 });
    const { id } = dataOf<{ id: string }>(searched, SearchStatus.GetUUID);
    const keys = dataOf<{ bibList: AgentPaper[] }>(searched, SearchStatus.Finished).bibList.map((p) => p.bibkey);

    const res = await t.post(V1.workflow.paperagentSortLogic, { id }, token);
    expect(res.status).toBe(200);
    const events = await readIdEvents(res);
    expect(statusesOf(events)).toEqual([1, 2, 3, 4, 5]);
    for (const { event } of events) if (event.type === 'progress') expect(SortProgress.parse(event)).toBeTruthy();
    expect(events[0]!.seq).toBeGreaterThan(searched.at(-1)!.seq);
    expect(dataOf(events, SortStatus.Connected)).toEqual({ id, usesAi: true });
    const { groupPapers } = dataOf<{ groupPapers: Array<{ name: string; bibkey: string[] }> }>(
      events,
      SortStatus.GroupPapers,
    );
    expect(groupPapers.map((g) => g.name)).toEqual(['Quality', 'Methods']);
    const { initSkeletons } = dataOf<{ initSkeletons: Section[][] }>(events, SortStatus.InitSkeleton);
    expect(initSkeletons).toHaveLength(2);
    const { mergedSkeleton } = dataOf<{ mergedSkeleton: Section[] }>(events, SortStatus.Finished);
    // The fake merge reversed the sections and dropped one key: it is back in its home section.
    expect(mergedSkeleton.map((s) => s.section_name)).toEqual(
      initSkeletons
        .flat()
        .map((s) => s.section_name)
        .reverse(),
    );
    expect(mergedSkeleton.flatMap((s) => s.bibkey).sort()).toEqual([...keys].sort());
    expect(mergedSkeleton.every((s) => s.reason === 'Merged.')).toBe(true);
    expect(events.at(-1)?.event).toMatchObject({ type: 'done', data: { id, wordsCharged: 0 } });

    const detail = okData<ResearchSessionDto>(
      await t.request({ method: 'GET', url: `${V1.papersearchHistory.detail}?id=${id}`, token }),
    );
    expect(detail).toMatchObject({ state: 'finished', step: 3, sortStatus: 5, mergedSkeleton });
  });

  it("401 without a token, 400 for a bad body, 404 for another user's session", async () => {
    expect((await t.post(V1.workflow.paperagentSearch, { topic: TOPIC })).status).toBe(401);
    const { token } = await registerUser(t);
    const bad = await t.post(V1.workflow.paperagentSearch, { topic: 'x' }, token);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      errorCode: 'validation_error',
      errorMsg: expect.stringMatching(/^topic: /),
    });
    expect((await t.post(V1.workflow.paperagentSearch, { topic: TOPIC, maxPapers: 999 }, token)).status).toBe(400);
    expect((await t.post(V1.workflow.paperagentSortLogic, { id: 'nope' }, token)).status).toBe(400);

    t.fake.setResponder(agentResponder());
    const owner = await registerUser(t);
    const { id } = dataOf<{ id: string }>(await search(owner.token), SearchStatus.GetUUID);
    const other = await t.post(V1.workflow.paperagentSortLogic, { id }, token);
    expect(other.status).toBe(404);
    expect((await t.post(V1.workflow.paperagentResume, { id }, token)).status).toBe(404);
    expect((await t.post(V1.workflow.paperagentAbort, { id }, token)).status).toBe(404);
  });
});
