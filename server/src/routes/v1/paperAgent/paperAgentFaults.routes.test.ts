import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SearchStatus, type AgentPaper, type ResearchSessionDto } from '@inkstone/shared/api/paperAgent';
import { V1 } from '@inkstone/shared/paths';
import { takeHold } from '../../../billing/holds.js';
import { eventually, openHolds, userIdOf, type AiTestApp } from '../../../test/aiTestApp.js';
import { okData, registerUser } from '../../../test/factories.js';
import {
  agentResponder,
  createAgentTestApp,
  strayModelCalls,
  balanceOf,
  dataOf,
  promptKind,
  readFirstEvents,
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
const detail = async (id: string, token: string) =>
  okData<ResearchSessionDto>(
    await t.request({ method: 'GET', url: `${V1.papersearchHistory.detail}?id=${id}`, token }),
  );

describe('paper-search agent faults', () => {
  it('a model failing mid-run: the run finishes offline, says so, and charges only the delivered steps', async () => {
    t.fake.setResponder(agentResponder({ filter: { status: 500 } }));
    const { token } = await registerUser(t);
    const before = await balanceOf(t, token);
    const events = await readIdEvents(
      await t.post(V1.workflow.paperagentSearch, { topic: TOPIC, maxPapers: 5 }, token),
    );
    expect(statusesOf(events).at(-1)).toBe(SearchStatus.Finished);
    const filter = dataOf<{ aiFailure?: { errorCode: string } }>(events, SearchStatus.FilterPapers);
    expect(filter.aiFailure?.errorCode).toBe('upstream_error');
    const { bibList } = dataOf<{ bibList: AgentPaper[] }>(events, SearchStatus.Finished);
    expect(bibList).toHaveLength(5);
    expect(bibList[0]!.reason).toMatch(/not judged by AI/);
    expect(bibList.every((p) => p.translatedTitle === null)).toBe(true);
    const done = events.at(-1)!.event;
    expect(done).toMatchObject({ type: 'done', data: { usesAi: true, wordsCharged: 100 } });
    expect(done.type === 'done' && (done.data as { errorMsg: string }).errorMsg).toMatch(
      /^The AI model failed \(.*\)\. Relevance filter ran without AI: the model failed; translation ran without AI/,
    );
    expect(done.type === 'done' && done.data).toMatchObject({
      withoutAi: [
        { step: 'filter', reason: 'failed' },
        { step: 'translate', reason: 'failed' },
      ],
    });
    // The filter says the model judged none of the candidates.
    expect(dataOf<{ byAi: number }>(events, SearchStatus.FilterPapers).byAi).toBe(0);
    // Intents and queries (20 % of 500) were delivered; nothing else was.
    expect(await balanceOf(t, token)).toBe(before - 100);
    const id = dataOf<{ id: string }>(events, SearchStatus.GetUUID).id;
    expect((await detail(id, token)).errorMsg).toMatch(/Relevance filter ran without AI: the model failed/);
  });

  it('402 insufficient_balance before the first byte: no session, no model call', async () => {
    const { token, email } = await registerUser(t);
    const userId = await userIdOf(t, email);
    await takeHold(t.ctx.db, { userId, amount: (await balanceOf(t, token)) - 100, purpose: 'test', now: new Date() });
    const calls = t.fake.requests.length;
    const res = await t.post(V1.workflow.paperagentSearch, { topic: TOPIC }, token);
    expect(res.status).toBe(402);
    expect(await res.json()).toMatchObject({ success: false, errorCode: 'insufficient_balance' });
    expect(t.fake.requests.length).toBe(calls);
    const list = okData<{ total: number }>(
      await t.request({ method: 'GET', url: `${V1.papersearchHistory.list}?page=1&pageSize=5`, token }),
    );
    expect(list.total).toBe(0);
  });

  it('a client that leaves does not stop the run; Last-Event-ID replays the rest, then follows it live', async () => {
    t.fake.setResponder(agentResponder({}, { filter: 400 }));
    const { token } = await registerUser(t);
    const leave = new AbortController();
    const first = await t.post(V1.workflow.paperagentSearch, { topic: TOPIC, maxPapers: 5 }, token, leave.signal);
    const seen = await readFirstEvents(first, 3, leave);
    expect(statusesOf(seen)).toEqual([1, 2, 3]);
    const id = dataOf<{ id: string }>(seen, SearchStatus.GetUUID).id;

    const res = await t.post(V1.workflow.paperagentResume, { id, stream: 'search' }, token);
    expect(res.status).toBe(200);
    const rest = await readIdEvents(await fetchWithLastId(id, token, 3));
    expect(rest[0]!.seq).toBe(4);
    expect(rest.at(-1)?.event.type).toBe('done');
    // The plain resume (no header) replays everything from the start.
    const all = await readIdEvents(res);
    expect(all.map((e) => e.seq)).toEqual([...seen, ...rest].map((e) => e.seq));
    expect(all.map((e) => e.event)).toEqual([...seen, ...rest].map((e) => e.event));
    expect((await detail(id, token)).state).toBe('searched');
  });

  it('abort stops the run: state aborted, the stream ends with session_aborted, delivered steps charged', async () => {
    t.fake.setResponder(agentResponder({}, { filter: 3000 }));
    const { token, email } = await registerUser(t);
    const before = await balanceOf(t, token);
    const start = t.fake.requests.length;
    const res = await t.post(V1.workflow.paperagentSearch, { topic: TOPIC, maxPapers: 5 }, token);
    const reading = readIdEvents(res);
    await eventually(() => t.fake.requests.slice(start).some((r) => promptKind(r) === 'filter'));
    const id = (await latestSessionId(token))!;
    const aborted = okData<{ state: string }>(
      await t.request({ method: 'POST', url: V1.workflow.paperagentAbort, payload: { id }, token }),
    );
    expect(aborted).toEqual({ id, state: 'aborted' });
    // Nothing more is asked of the model once the abort has answered.
    const from = t.fake.requests.length;
    const events = await reading;
    expect(events.at(-1)?.event).toMatchObject({ type: 'error', errorCode: 'session_aborted' });
    expect(statusesOf(events)).not.toContain(SearchStatus.Finished);
    const filterCalls = t.fake.requests.slice(start).filter((r) => promptKind(r) === 'filter');
    await Promise.all(filterCalls.map((r) => r.closed));
    expect(filterCalls.every((r) => r.wasAborted)).toBe(true);
    expect(t.fake.requests.length).toBe(from);
    expect(await balanceOf(t, token)).toBe(before - 100);
    expect(await openHolds(t, await userIdOf(t, email))).toBe(0);
    const stopped = await detail(id, token);
    expect(stopped).toMatchObject({ state: 'aborted', wordsCharged: 100, errorMsg: 'Stopped by the user.' });
    // The candidates it had found stay with the stopped run: none judged yet, so the best by search
    // rank, each saying so; the history list counts them.
    expect(stopped.bibList).toHaveLength(5);
    expect(stopped.bibList.every((p) => /not judged by AI/.test(p.reason))).toBe(true);
    const list = okData<{ items: Array<{ id: string; state: string; paperCount: number }> }>(
      await t.request({ method: 'GET', url: `${V1.papersearchHistory.list}?page=1&pageSize=5`, token }),
    );
    expect(list.items[0]).toMatchObject({ id, state: 'aborted', paperCount: 5 });
  });
});

describe('step 3 reconnect', () => {
  it('sort/logic with Last-Event-ID follows the running sort instead of starting another; a second start is 409', async () => {
    t.fake.setResponder(agentResponder({}, { skeleton: 600 }));
    const { token } = await registerUser(t);
    const searched = await readIdEvents(
      await t.post(V1.workflow.paperagentSearch, { topic: TOPIC, maxPapers: 6 }, token),
    );
    const id = dataOf<{ id: string }>(searched, SearchStatus.GetUUID).id;
    const start = t.fake.requests.length;

    const leave = new AbortController();
    const first = await t.post(V1.workflow.paperagentSortLogic, { id }, token, leave.signal);
    const seen = await readFirstEvents(first, 2, leave);
    expect(statusesOf(seen)).toEqual([1, 2]);
    const busy = await t.post(V1.workflow.paperagentSortLogic, { id }, token);
    expect(busy.status).toBe(409);
    expect(await busy.json()).toMatchObject({ errorCode: 'session_busy' });

    const resumed = await fetch(`${t.origin}${V1.workflow.paperagentSortLogic}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'last-event-id': String(seen[1]!.seq),
      },
      body: JSON.stringify({ id }),
    });
    const rest = await readIdEvents(resumed);
    expect(statusesOf(rest)).toEqual([3, 4, 5]);
    expect(rest[0]!.seq).toBe(seen[1]!.seq + 1);
    expect(rest.at(-1)?.event.type).toBe('done');
    expect(t.fake.requests.slice(start).filter((r) => promptKind(r) === 'group')).toHaveLength(1);
    expect((await detail(id, token)).state).toBe('finished');
  });
});

function fetchWithLastId(id: string, token: string, lastSeq: number) {
  return fetch(`${t.origin}${V1.workflow.paperagentResume}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'last-event-id': String(lastSeq) },
    body: JSON.stringify({ id, stream: 'search' }),
  });
}

async function latestSessionId(token: string): Promise<string | undefined> {
  const list = okData<{ items: Array<{ id: string }> }>(
    await t.request({ method: 'GET', url: `${V1.papersearchHistory.list}?page=1&pageSize=5`, token }),
  );
  return list.items[0]?.id;
}
