import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SearchStatus, type ResearchSessionDto } from '@inkstone/shared/api/paperAgent';
import { V1 } from '@inkstone/shared/paths';
import { eventsAfter, findSession } from '../db/repos/researchSessions.js';
import * as serverInstances from '../db/repos/serverInstances.js';
import * as tasksRepo from '../db/repos/tasks.js';
import { HUB_APPLICATION_NAME } from '../jobs/notificationHub.js';
import { eventually, openHolds, userIdOf } from '../test/aiTestApp.js';
import {
  agentResponder,
  balanceOf,
  promptKind,
  postTo,
  readFirstEvents,
  readIdEvents,
  statusesOf,
} from '../test/agentTestKit.js';
import { startAgentNode, type AgentNode } from '../test/agentNodes.js';
import { startFakeLlm, type FakeLlm } from '../test/fakes/fakeLlm.js';
import { okData, registerUser } from '../test/factories.js';
import { readAsItComes } from '../test/streamEvents.js';
import { createScratchDatabase, type ScratchDatabase } from '../test/scratchDatabase.js';

/**
 * Paper-search runs in the worker (decision 017), on the several-server topology in one process:
 * two web servers A and B (RUN_WORKER=false) and a worker on one PostgreSQL database, pg-boss as
 * the queue. A run started through A streams to a client that reconnects to B; a stop sent to B
 * stops it; the LISTEN connections killed mid-run lose no event. Needs TEST_DATABASE_URL.
 */
const pgServerUrl = process.env.TEST_DATABASE_URL;
const TOPIC = 'neural machine translation quality';

let scratch: ScratchDatabase;
let llm: FakeLlm;
let a: AgentNode;
let b: AgentNode;
let worker: AgentNode;
let modelEnv: Record<string, string>;

const seqsOf = (events: readonly { seq: number }[]) => events.map((e) => e.seq);
const oneToN = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** Starts a search through A and reads its first `count` events, then leaves; returns them and the id. */
async function startThroughA(token: string, count: number) {
  const leave = new AbortController();
  const res = await postTo(
    a.origin,
    V1.workflow.paperagentSearch,
    { topic: TOPIC, maxPapers: 5 },
    token,
    {},
    leave.signal,
  );
  expect(res.status).toBe(200);
  const seen = await readFirstEvents(res, count, leave);
  const first = seen[0]!.event;
  const id = first.type === 'progress' ? (first.data as { id: string }).id : '';
  return { id, seen };
}

const resumeAt = (node: AgentNode, id: string, token: string, lastSeq: number) =>
  postTo(node.origin, V1.workflow.paperagentResume, { id, stream: 'search' }, token, {
    'last-event-id': String(lastSeq),
  });

afterAll(async () => llm?.close());

describe.skipIf(!pgServerUrl)('paper-search runs in the worker, followed and stopped from any server', () => {
  beforeAll(async () => {
    scratch = await createScratchDatabase(pgServerUrl!);
    llm = await startFakeLlm();
    modelEnv = {
      LLM_BASE_URL: llm.baseUrl,
      LLM_MODEL: 'fake-model',
      LLM_API_KEY: 'sk-test-0123456789abcdef',
      LLM_STALL_TIMEOUT_MS: '5000',
      SSE_PING_INTERVAL_MS: '60000',
    };
    // One at a time: each migrates the scratch database under the migration lock anyway.
    worker = await startAgentNode('worker', scratch.url, modelEnv);
    a = await startAgentNode('web', scratch.url, modelEnv);
    b = await startAgentNode('web', scratch.url, modelEnv);
  }, 300_000);
  afterAll(async () => {
    for (const node of [a, b, worker]) await node?.close();
    await scratch?.drop();
  });
  afterEach(() => llm.setResponder(undefined));

  it('a search started through A reaches a client reconnected to B: no gap, no repeat, through to done', async () => {
    llm.setResponder(agentResponder({}, { filter: 1500 }));
    const { token } = await registerUser(a);
    const { id, seen } = await startThroughA(token, 3);
    expect(seqsOf(seen)).toEqual([1, 2, 3]);
    // Still running: B follows the live run, not a finished one.
    expect((await findSession(b.ctx.db, id))?.state).toBe('running');

    const rest = await readIdEvents(await resumeAt(b, id, token, 3));
    const all = [...seen, ...rest];
    expect(seqsOf(all)).toEqual(oneToN(all.length));
    expect(rest.at(-1)?.event.type).toBe('done');
    expect(statusesOf(all)).toContain(SearchStatus.Finished);
    const stored = await eventsAfter(b.ctx.db, id, 'search', 0);
    expect(all.map((e) => e.event)).toEqual(stored.map((e) => e.event));
    // The run went on in the worker, neither web server.
    expect(a.ctx.liveRuns.size + b.ctx.liveRuns.size).toBe(0);
    const detail = okData<ResearchSessionDto>(
      await b.request({ method: 'GET', url: `${V1.papersearchHistory.detail}?id=${id}`, token }),
    );
    expect(detail).toMatchObject({ state: 'searched', wordsCharged: 500 });
  });

  it('a sort (step 3) started through B runs in the worker and is followed through A after a reconnect', async () => {
    llm.setResponder(agentResponder({}, { skeleton: 1200 }));
    const { token } = await registerUser(a);
    const { id } = await startThroughA(token, 1);
    await eventually(async () => (await findSession(a.ctx.db, id))?.state === 'searched', 30_000);
    const leave = new AbortController();
    const res = await postTo(b.origin, V1.workflow.paperagentSortLogic, { id }, token, {}, leave.signal);
    expect(res.status).toBe(200);
    const seen = await readFirstEvents(res, 2, leave);
    expect(statusesOf(seen)).toEqual([1, 2]);
    // A knows the sort runs (in the worker) from the session row.
    const busy = await a.request({ method: 'POST', url: V1.workflow.paperagentSortLogic, payload: { id }, token });
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ errorCode: 'session_busy' });

    const rest = await readIdEvents(
      await postTo(a.origin, V1.workflow.paperagentSortLogic, { id }, token, { 'last-event-id': String(seen[1]!.seq) }),
    );
    expect(statusesOf(rest)).toEqual([3, 4, 5]);
    expect(seqsOf([...seen, ...rest])).toEqual(seqsOf(await eventsAfter(a.ctx.db, id, 'sort', 0)));
    expect(rest[0]!.seq).toBe(seen[1]!.seq + 1);
    expect(rest.at(-1)?.event.type).toBe('done');
    expect((await findSession(a.ctx.db, id))?.state).toBe('finished');
  });

  it('a stop sent to B stops the run started through A; delivered steps are charged, found papers kept', async () => {
    llm.setResponder(agentResponder({}, { filter: 4000 }));
    const { token, email } = await registerUser(a);
    const before = await balanceOf(a, token);
    const start = llm.requests.length;
    const res = await postTo(a.origin, V1.workflow.paperagentSearch, { topic: TOPIC, maxPapers: 5 }, token);
    const reading = readIdEvents(res);
    await eventually(() => llm.requests.slice(start).some((r) => promptKind(r) === 'filter'), 30_000);
    const [{ id }] = okData<{ items: Array<{ id: string }> }>(
      await b.request({ method: 'GET', url: `${V1.papersearchHistory.list}?page=1&pageSize=5`, token }),
    ).items as [{ id: string }];

    const stopped = okData<{ state: string }>(
      await b.request({ method: 'POST', url: V1.workflow.paperagentAbort, payload: { id }, token }),
    );
    expect(stopped).toEqual({ id, state: 'aborted' });
    const events = await reading;
    expect(events.at(-1)?.event).toMatchObject({ type: 'error', errorCode: 'session_aborted' });
    expect(seqsOf(events)).toEqual(oneToN(events.length));
    expect(statusesOf(events)).not.toContain(SearchStatus.Finished);
    // Billing as on one server: intents and queries delivered (20 % of 500), the hold closed.
    expect(await balanceOf(b, token)).toBe(before - 100);
    expect(await openHolds(b, await userIdOf(b, email))).toBe(0);
    const detail = okData<ResearchSessionDto>(
      await b.request({ method: 'GET', url: `${V1.papersearchHistory.detail}?id=${id}`, token }),
    );
    expect(detail).toMatchObject({ state: 'aborted', wordsCharged: 100, errorMsg: 'Stopped by the user.' });
    expect(detail.bibList).toHaveLength(5);
  });

  it('the LISTEN connections killed mid-run: every event still arrives, in order, through to done', async () => {
    llm.setResponder(agentResponder({}, { filter: 1200, translate: 1200 }));
    const { token } = await registerUser(a);
    const { id, seen } = await startThroughA(token, 2);
    const following = readIdEvents(await resumeAt(b, id, token, seen.at(-1)!.seq));
    // B's follower is subscribed once its first replay is out; then every hub connection is cut.
    await eventually(async () => (await hubBackends()).length >= 2, 10_000);
    const killed = await terminateHubs();
    expect(killed).toBeGreaterThanOrEqual(1);
    expect((await findSession(b.ctx.db, id))?.state).toBe('running');

    const rest = await following;
    const all = [...seen, ...rest];
    expect(seqsOf(all)).toEqual(oneToN(all.length));
    expect(rest.at(-1)?.event.type).toBe('done');
    // The hubs reconnected (not only the slow safety read).
    expect((await hubBackends()).length).toBeGreaterThanOrEqual(1);
    // The worker closes its task once the run has returned, just after the last event went out.
    await eventually(async () => (await tasksRepo.listRunning(b.ctx.db, 'paperAgent')).length === 0, 10_000);
  });

  it('a web server shutting down ends its follow streams, not the run: the client resumes on B', async () => {
    llm.setResponder(agentResponder({}, { filter: 1500 }));
    const c = await startAgentNode('web', scratch.url, modelEnv);
    const { token } = await registerUser(a);
    const { id, seen } = await startThroughA(token, 2);
    const throughC = readAsItComes(await resumeAt(c, id, token, seen.at(-1)!.seq));
    await eventually(() => throughC.events.length > 0, 10_000);
    await c.close();
    const { events: cut, isBroken } = await throughC.ended;
    expect(isBroken).toBe(false);
    // No last event: the client reconnects (through nginx, to another server) instead of giving up.
    expect(cut.every((e) => e.event.type === 'progress')).toBe(true);
    expect((await findSession(b.ctx.db, id))?.state).toBe('running');
    const lastSeen = [...seen, ...cut].at(-1)!.seq;
    const rest = await readIdEvents(await resumeAt(b, id, token, lastSeen));
    const all = [...seen, ...cut, ...rest];
    expect(seqsOf(all)).toEqual(oneToN(all.length));
    expect(rest.at(-1)?.event.type).toBe('done');
  });
});

describe.skipIf(!pgServerUrl)('a stop before any worker took the run', () => {
  let db: ScratchDatabase;
  let x: AgentNode;
  let y: AgentNode;
  beforeAll(async () => {
    db = await createScratchDatabase(pgServerUrl!);
    llm ??= await startFakeLlm();
    x = await startAgentNode('web', db.url, modelEnv);
    y = await startAgentNode('web', db.url, modelEnv);
  }, 300_000);
  afterAll(async () => {
    for (const node of [x, y]) await node?.close();
    await db?.drop();
  });

  it('with no worker alive, refuses a search before anything is written or charged', async () => {
    const { token } = await registerUser(x);
    const before = await balanceOf(x, token);
    const res = await postTo(x.origin, V1.workflow.paperagentSearch, { topic: TOPIC }, token);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ success: false, errorCode: 'worker_unavailable' });
    expect(await balanceOf(y, token)).toBe(before);
    const list = okData<{ total: number }>(
      await y.request({ method: 'GET', url: `${V1.papersearchHistory.list}?page=1&pageSize=5`, token }),
    );
    expect(list.total).toBe(0);
    expect(await tasksRepo.listQueuedIds(y.ctx.db)).toEqual([]);
  });

  it('cancels the queued step on the spot: aborted, its words back, and its stream ends', async () => {
    // A worker alive but busy elsewhere: the step is queued, and no one takes it.
    await serverInstances.beat(x.ctx.db, { id: crypto.randomUUID(), host: 'busy-worker', pid: 1, runsTasks: true });
    const { token } = await registerUser(x);
    const before = await balanceOf(x, token);
    const res = await postTo(x.origin, V1.workflow.paperagentSearch, { topic: TOPIC }, token);
    expect(res.status).toBe(200);
    const reading = readIdEvents(res);
    const list = okData<{ items: Array<{ id: string; state: string }> }>(
      await y.request({ method: 'GET', url: `${V1.papersearchHistory.list}?page=1&pageSize=5`, token }),
    );
    const id = list.items[0]!.id;
    expect(await balanceOf(y, token)).toBe(before - 500);

    const stopped = okData<{ state: string }>(
      await y.request({ method: 'POST', url: V1.workflow.paperagentAbort, payload: { id }, token }),
    );
    expect(stopped).toEqual({ id, state: 'aborted' });
    expect(await reading).toEqual([{ seq: 1, event: expect.objectContaining({ errorCode: 'session_aborted' }) }]);
    expect(await balanceOf(y, token)).toBe(before);
    expect(await tasksRepo.listQueuedIds(y.ctx.db)).toEqual([]);
  });
});

/** The backends of the processes' notification connections (every node's, on this database). */
async function hubBackends(): Promise<number[]> {
  const { rows } = (await b.ctx.db.execute(
    sql`select pid from pg_stat_activity where application_name = ${HUB_APPLICATION_NAME} and datname = current_database()`,
  )) as { rows: Array<{ pid: number }> };
  return rows.map((r) => r.pid);
}

async function terminateHubs(): Promise<number> {
  const pids = await hubBackends();
  for (const pid of pids) await b.ctx.db.execute(sql`select pg_terminate_backend(${pid})`);
  return pids.length;
}
