/**
 * Paper-search streams cut by a killed app server and resumed through nginx on the other, for
 * bench:cluster. `count` runs start through nginx (the scripted agent model, its filter step slowed
 * so the runs are mid-way); the server holding more of their streams is killed (SIGKILL); each
 * client whose stream broke asks `paperagent/resume` with `Last-Event-ID` at once, as the web app
 * does. Per resumed stream: the time from the kill to the other server's answer (reattached) and to
 * its first event (replayed or new); and whether the run then ran to `done` with no event lost or
 * repeated.
 */
import { SseParser, toStreamEvent } from '../shared/src/sse.ts';
import { agentResponder } from '../server/src/test/agentTestKit.ts';

const TOPIC = 'neural machine translation quality';

function post(cluster, path, body, token, headers = {}) {
  return cluster.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify(body),
  });
}

/** Reads a stream as it comes: each event with its seq and arrival time; `ended` says whether it broke. */
function read(res) {
  const parser = new SseParser();
  const events = [];
  const reader = res.body.getReader();
  const ended = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return false;
        for (const m of parser.push(value))
          events.push({ seq: Number(m.lastEventId), event: toStreamEvent(m), at: performance.now() });
      }
    } catch {
      return true;
    }
  })();
  return { events, ended };
}

async function openStreams(cluster, server) {
  const res = await fetch(`${server.baseUrl}/metrics`, {
    headers: { authorization: `Bearer ${cluster.metricsToken}` },
  });
  const line = (await res.text()).split('\n').find((l) => l.startsWith('inkstone_sse_streams_open '));
  return Number(line?.split(' ')[1] ?? 0);
}

async function waitFor(condition, ms) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Resumes one broken stream at once; resolves with its timings and whether the run finished whole. */
async function resume(cluster, run, token, killedAt) {
  const lastSeen = run.reading.events.at(-1).seq;
  const res = await post(cluster, '/v1/workflow/paperagent/resume', { id: run.id, stream: 'search' }, token, {
    'last-event-id': String(lastSeen),
  });
  const reattachedMs = performance.now() - killedAt;
  if (res.status !== 200) return { error: `resume answered ${res.status}` };
  const rest = read(res);
  const isBroken = await rest.ended;
  const all = [...run.reading.events, ...rest.events];
  const isWhole = !isBroken && all.every((e, i) => e.seq === i + 1) && all.at(-1)?.event.type === 'done';
  if (!isWhole) return { error: `resumed run not whole (broken: ${isBroken}, last: ${all.at(-1)?.event.type})` };
  return { reattachedMs, firstEventMs: rest.events[0].at - killedAt };
}

/** Runs the measurement; the killed server is started again before it resolves. */
export async function killedServerResume(cluster, tokens, { count }) {
  cluster.llm.setResponder(agentResponder({}, { filter: 2500 }));
  const runs = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const res = await post(cluster, '/v1/workflow/paperagent/search', { topic: TOPIC, maxPapers: 5 }, tokens[i]);
      if (res.status !== 200) throw new Error(`search answered ${res.status}: ${await res.text()}`);
      const reading = read(res);
      await waitFor(() => reading.events.length >= 3, 60_000);
      return { id: reading.events[0].event.data.id, reading, token: tokens[i] };
    }),
  );
  const held = await Promise.all(cluster.servers.map((s) => openStreams(cluster, s)));
  const victim = cluster.servers[held[0] >= held[1] ? 0 : 1];
  const killedAt = performance.now();
  await cluster.killServer(victim);
  const outcomes = await Promise.all(
    runs.map(async (run) => ((await run.reading.ended) ? resume(cluster, run, run.token, killedAt) : { kept: true })),
  );
  await cluster.restartServer(victim);
  cluster.llm.setResponder(undefined);
  return { victim: victim.name, held, outcomes };
}
