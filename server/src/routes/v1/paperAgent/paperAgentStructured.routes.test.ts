import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  SearchStatus,
  SortStatus,
  type AgentPaper,
  type ResearchSessionDto,
  type StepWithoutAi,
} from '@inkstone/shared/api/paperAgent';
import type { AgentStreamDone } from '@inkstone/shared/api/paperAgentStream';
import type { StructuredMode } from '@inkstone/shared/api/modelSettings';
import { V1 } from '@inkstone/shared/paths';
import type { AiTestApp } from '../../../test/aiTestApp.js';
import { okData, registerUser } from '../../../test/factories.js';
import type { FakeStructuredKind } from '../../../test/fakes/fakeStructured.js';
import {
  agentResponder,
  balanceOf,
  createAgentTestApp,
  dataOf,
  promptKind,
  readIdEvents,
  strayModelCalls,
  type IdEvent,
} from '../../../test/agentTestKit.js';

const TOPIC = 'neural machine translation quality';

const doneOf = (events: IdEvent[]) => {
  const last = events.at(-1)!.event;
  if (last.type !== 'done') throw new Error(`the stream ended with ${last.type}`);
  return last.data as AgentStreamDone;
};

/** Runs step 2 and step 3 of one session; every JSON step of the agent asks the model. */
async function searchAndSort(t: AiTestApp, token: string) {
  const search = await readIdEvents(await t.post(V1.workflow.paperagentSearch, { topic: TOPIC, maxPapers: 8 }, token));
  const { id } = dataOf<{ id: string }>(search, SearchStatus.GetUUID);
  const sort = await readIdEvents(await t.post(V1.workflow.paperagentSortLogic, { id }, token));
  const detail = okData<ResearchSessionDto>(
    await t.request({ method: 'GET', url: `${V1.papersearchHistory.detail}?id=${id}`, token }),
  );
  return { search, sort, detail };
}

// Each kind of model with the structured mode set for it: every step gets the model's structured
// value (intents, queries, filter, translate, group, skeleton, merge), and the price is charged.
const HONOURED: Array<[FakeStructuredKind, StructuredMode]> = [
  ['schema', 'json_schema'],
  ['jsonMode', 'json_object'],
  ['tool', 'tool'],
];

describe.each(HONOURED)('the agent with a %s model in %s mode', (kind, mode) => {
  let t: AiTestApp;
  beforeAll(async () => {
    t = await createAgentTestApp({ LLM_STRUCTURED_OUTPUT: mode });
    t.fake.setStructuredKind(kind);
  });
  afterAll(async () => t.close());
  afterEach(() => expect(strayModelCalls(t)).toEqual([]));

  it('uses the model’s answer at every JSON step, in one call each', async () => {
    t.fake.setResponder(agentResponder());
    const { token } = await registerUser(t);
    const before = await balanceOf(t, token);
    const { search, sort, detail } = await searchAndSort(t, token);

    expect(dataOf<{ aiSearchResult: string[] }>(search, SearchStatus.AiSearch).aiSearchResult[0]).toBe(
      'Improve neural machine translation quality',
    );
    expect(dataOf<{ expandQueriesResult: string[] }>(search, SearchStatus.ExpandQueries).expandQueriesResult).toContain(
      '机器翻译',
    );
    const filter = dataOf<{ judged: number; byAi: number }>(search, SearchStatus.FilterPapers);
    expect(filter.byAi).toBe(filter.judged);
    const { bibList } = dataOf<{ bibList: AgentPaper[] }>(search, SearchStatus.Finished);
    expect(bibList.every((p) => p.reason.startsWith('About translation'))).toBe(true);
    expect(bibList.some((p) => p.translatedTitle?.startsWith('译:'))).toBe(true);
    expect(dataOf<{ groupPapers: Array<{ name: string }> }>(sort, SortStatus.GroupPapers).groupPapers[0]!.name).toBe(
      'Quality',
    );
    expect(
      dataOf<{ mergedSkeleton: Array<{ reason: string }> }>(sort, SortStatus.Finished).mergedSkeleton[0]!.reason,
    ).toBe('Merged.');
    expect(doneOf(search)).toMatchObject({ usesAi: true, wordsCharged: 500, withoutAi: [], errorMsg: null });
    expect(doneOf(sort)).toMatchObject({ usesAi: true, withoutAi: [] });
    expect(detail).toMatchObject({ usesAi: true, withoutAi: [], errorMsg: null });
    expect(await balanceOf(t, token)).toBe(before - 500);
    // No answer needed the retry.
    const calls = t.fake.requests.filter((r) => promptKind(r));
    expect(calls.every((r) => r.body.messages!.length === 2)).toBe(true);
  });
});

describe('the agent with a model that answers only in prose', () => {
  let t: AiTestApp;
  beforeAll(async () => {
    t = await createAgentTestApp();
    t.fake.setStructuredKind('prose');
  });
  afterAll(async () => t.close());
  afterEach(() => expect(strayModelCalls(t)).toEqual([]));

  it('says which steps ran without AI, claims no judgement, and charges nothing', async () => {
    t.fake.setResponder(agentResponder());
    const { token } = await registerUser(t);
    const before = await balanceOf(t, token);
    const { search, sort, detail } = await searchAndSort(t, token);

    const unreadable = (step: StepWithoutAi['step']) =>
      expect.objectContaining({ step, reason: 'unreadable', parts: expect.any(Number) });
    expect(dataOf(search, SearchStatus.AiSearch)).toMatchObject({ withoutAi: unreadable('intents') });
    expect(dataOf(search, SearchStatus.ExpandQueries)).toMatchObject({ withoutAi: unreadable('queries') });
    const filter = dataOf<{ judged: number; total: number; byAi: number; withoutAi: StepWithoutAi }>(
      search,
      SearchStatus.FilterPapers,
    );
    // Not one candidate was judged by the model, and the step says so.
    expect(filter.byAi).toBe(0);
    expect(filter.withoutAi).toMatchObject({ step: 'filter', reason: 'unreadable' });
    expect(filter.withoutAi.parts).toBe(filter.withoutAi.of);
    const { bibList } = dataOf<{ bibList: AgentPaper[] }>(search, SearchStatus.Finished);
    expect(bibList.length).toBeGreaterThan(0);
    expect(bibList.every((p) => /not judged by AI/.test(p.reason))).toBe(true);
    for (const status of [SortStatus.GroupPapers, SortStatus.InitSkeleton, SortStatus.MergeSkeleton]) {
      expect(dataOf<{ withoutAi?: StepWithoutAi }>(sort, status).withoutAi?.reason).toBe('unreadable');
    }

    const done = doneOf(search);
    expect(done).toMatchObject({ usesAi: false, wordsCharged: 0 });
    expect(done.withoutAi.map((n) => n.step)).toEqual(['intents', 'queries', 'filter', 'translate']);
    expect(done.errorMsg).toMatch(/Research intents ran without AI: the model's answers could not be read/);
    expect(done.errorMsg).toMatch(/relevance filter ran without AI: the model's answers could not be read/);
    expect(doneOf(sort)).toMatchObject({ usesAi: false, wordsCharged: 0 });
    expect(doneOf(sort).withoutAi.map((n) => n.step)).toEqual(['group', 'skeleton', 'merge']);
    // The history entry says the same, for both steps, and the run was free.
    expect(detail.usesAi).toBe(false);
    expect(detail.wordsCharged).toBe(0);
    expect(detail.withoutAi.map((n) => n.step)).toEqual([
      'intents',
      'queries',
      'filter',
      'translate',
      'group',
      'skeleton',
      'merge',
    ]);
    expect(await balanceOf(t, token)).toBe(before);
    // Each model call was tried twice (the one corrected retry), never more.
    const calls = t.fake.requests.filter((r) => promptKind(r));
    expect(calls.filter((r) => r.body.messages!.length === 4).length * 2).toBe(calls.length);
  });

  it('charges only the steps whose answers were used: a filter without AI makes the translation share free too', async () => {
    t.fake.setStructuredKind('schema');
    t.fake.setResponder(agentResponder({ filter: { text: ['They all look relevant to me.'] } }));
    const { token } = await registerUser(t);
    const before = await balanceOf(t, token);
    // English UI, English papers: nothing to translate.
    const res = await t.post(V1.workflow.paperagentSearch, { topic: TOPIC, maxPapers: 8, language: 'en' }, token);
    const search = await readIdEvents(res);
    t.fake.setStructuredKind('prose');
    const done = doneOf(search);
    expect(done.withoutAi).toEqual([expect.objectContaining({ step: 'filter', reason: 'unreadable' })]);
    // Intents and queries (20 % of 500) were used; the filter was not, nor is the translation share.
    expect(done).toMatchObject({ usesAi: true, wordsCharged: 100 });
    expect(await balanceOf(t, token)).toBe(before - 100);
  });
});
