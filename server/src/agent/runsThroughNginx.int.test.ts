import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchStatus, type ResearchSessionDto } from '@inkstone/shared/api/paperAgent';
import { V1 } from '@inkstone/shared/paths';
import { uniqueEmail } from '../test/accountsOverHttp.js';
import { eventually } from '../test/aiTestApp.js';
import { agentResponder, statusesOf } from '../test/agentTestKit.js';
import { get, signUp, throughNginx } from '../test/cluster/clusterClient.js';
import { clusterUnavailableReason, startCluster, type AppServer, type Cluster } from '../test/cluster/startCluster.js';
import { readAsItComes } from '../test/streamEvents.js';
import { TEST_CORPUS_DIR } from '../test/testApp.js';

/**
 * Paper-search runs on the deployed topology (issue 22, decision 017): nginx from
 * deploy/nginx/inkstone.conf in front of two app servers (RUN_WORKER=false) and a `npm run worker`
 * process on PostgreSQL. The run lives in the worker, so an app server killed mid-stream costs the
 * client a reconnect through nginx, not the run. Needs TEST_DATABASE_URL and nginx.
 */
const unavailable = clusterUnavailableReason();
const TOPIC = 'neural machine translation quality';

let cluster: Cluster;

/** POSTs JSON through nginx as `token`. */
const postThroughNginx = (path: string, body: unknown, token: string, headers: Record<string, string> = {}) =>
  cluster.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify(body),
  });

/** How many event streams an app server has open, from its own /metrics. */
async function openStreams(server: AppServer): Promise<number> {
  const res = await fetch(`${server.baseUrl}/metrics`, {
    headers: { authorization: `Bearer ${cluster.metricsToken}` },
  });
  const line = (await res.text()).split('\n').find((l) => l.startsWith('inkstone_sse_streams_open '));
  return Number(line?.split(' ')[1] ?? 0);
}

describe.skipIf(unavailable)(`paper-search runs behind nginx${unavailable ? ` (skipped: ${unavailable})` : ''}`, () => {
  beforeAll(async () => {
    // The worker indexes the small test corpus (the runs search it); the app servers search nothing.
    cluster = await startCluster({
      env: { CORPUS_DIR: TEST_CORPUS_DIR, CORPUS_AUTOLOAD: 'true', CODE_SEND_IP_HOURLY_LIMIT: '1000' },
    });
    await eventually(() => cluster.worker.output().includes('literature catalogue ready'), 90_000).catch(
      (err: unknown) => {
        throw new Error(`${String(err)}: the worker's catalogue\n${cluster.worker.output()}`);
      },
    );
  }, 240_000);

  afterAll(async () => {
    await cluster?.stop();
  }, 60_000);

  it(
    'a server killed mid-stream: the client reconnects through nginx to the other and the run continues',
    { timeout: 120_000 },
    async () => {
      cluster.llm.setResponder(agentResponder({}, { filter: 2500 }));
      const token = await signUp(cluster, uniqueEmail('killed-mid-stream'));
      const res = await postThroughNginx(V1.workflow.paperagentSearch, { topic: TOPIC, maxPapers: 5 }, token);
      expect(res.status).toBe(200);
      const first = readAsItComes(res);
      await eventually(() => first.events.length >= 3, 30_000).catch((err: unknown) => {
        throw new Error(`${String(err)}: ${JSON.stringify(first.events)}\n${cluster.output()}`);
      });
      const counts = await Promise.all(cluster.servers.map(openStreams));
      const holder = cluster.servers[counts.findIndex((n) => n > 0)]!;

      await cluster.killServer(holder);
      const cut = await first.ended;
      expect(cut.isBroken, cluster.output()).toBe(true);
      const id = (cut.events[0]!.event as { data: { id: string } }).data.id;
      const lastSeen = cut.events.at(-1)!.seq;

      // As the web app does after a broken stream: the same session, from the last event seen.
      const resumed = await postThroughNginx(V1.workflow.paperagentResume, { id, stream: 'search' }, token, {
        'last-event-id': String(lastSeen),
      });
      expect(resumed.status, cluster.output()).toBe(200);
      const rest = await readAsItComes(resumed).ended;
      expect(rest.isBroken).toBe(false);
      const all = [...cut.events, ...rest.events];
      expect(all.map((e) => e.seq)).toEqual(all.map((_, i) => i + 1));
      expect(rest.events.at(-1)?.event.type, cluster.output()).toBe('done');
      expect(statusesOf(all)).toContain(SearchStatus.Finished);
      const detail = await get(throughNginx(cluster), `${V1.papersearchHistory.detail}?id=${id}`, token);
      expect((detail.json.data as ResearchSessionDto).state).toBe('searched');
    },
  );
});
