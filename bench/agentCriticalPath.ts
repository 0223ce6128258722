/**
 * `npm run bench:agent` (issue 6 "Measures"): end-to-end time of a paper-search agent run (step 2)
 * against its critical path. The real server runs in its own process; the model is the fake at a
 * fixed 300 ms per call; OpenAlex and Crossref are the recorded fakes behind a proxy that delays
 * every request by a uniform 200–800 ms. The critical path is the sum, over the run's sequential
 * stages, of the slowest single call of each stage: intents → queries → sources → filter batches →
 * translation batches (each measured where it is answered). The sources stage is the longer of two
 * chains: all query searches, and the first query's search → the citation hop's slowest chain (a
 * citation list, or a work lookup followed by its reference list). Everything else (rate-limit spacing, database writes, ranking, the
 * stream) is overhead. Target: median ratio ≤ 1.2.
 * Prints each run, then {"metric":"agent_search_critical_path_ratio","value":…,"unit":"x"}.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { SseParser, toStreamEvent } from '../shared/src/sse.ts';
import { startFakeLlm, type FakeLlmRequest } from '../server/src/test/fakes/fakeLlm.ts';
import { startScholarlyFake } from '../server/src/test/fakes/scholarlySources.ts';
import { agentResponder, promptKind, type AgentPromptKind } from '../server/src/test/agentTestKit.ts';
import { quantile, registerUser, startServer } from './aiBenchServer.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const MODEL_MS = 300;
const SOURCE_MS: [number, number] = [200, 800];
const CORPUS_DIR = fileURLToPath(new URL('../server/src/literature/corpus/fixtures/testCorpus', import.meta.url));
const KINDS: AgentPromptKind[] = ['intents', 'queries', 'filter', 'translate'];

interface Call {
  kind: string;
  start: number;
  end: number;
  /** Source calls: which proxy (service) and the request URL (path and query). */
  source?: string;
  url?: string;
}

/** The search text of a source search call, or undefined for a hop call (lookup or id list). */
function searchTextOf(url: string): string | undefined {
  const params = new URL(url, 'http://x').searchParams;
  for (const [name, value] of params) if (name === 'search' || name.startsWith('query')) return value;
  return undefined;
}
const isLookup = (url: string) => /^\/works\/[^?]/.test(url);

/**
 * A proxy that answers every request `SOURCE_MS` late (uniform), recording each call. `rewrite`
 * maps requests the recorded fake has no answer for (lookups of other works) to recorded ones, so
 * the run sees answers as from the real service instead of errors and retries.
 */
async function delayingProxy(
  source: string,
  target: string,
  calls: Call[],
  rewrite: (url: string) => string,
): Promise<{ url: string; close(): void }> {
  const server = http.createServer((req, res) => {
    const start = performance.now();
    const delay = SOURCE_MS[0] + Math.random() * (SOURCE_MS[1] - SOURCE_MS[0]);
    const relay = async () => {
      const upstream = await fetch(`${target}${rewrite(req.url ?? '/')}`);
      const body = Buffer.from(await upstream.arrayBuffer());
      res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' });
      res.end(body, () => calls.push({ kind: 'source', source, start, end: performance.now(), url: req.url ?? '/' }));
    };
    // A failed upstream call fails this request (the bench's own fetch then rejects).
    setTimeout(() => void relay().catch((err: Error) => res.destroy(err)), delay);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/** One search: the client's event times and the total. */
async function runOnce(origin: string, token: string) {
  const started = performance.now();
  const res = await fetch(`${origin}/v1/workflow/paperagent/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ topic: 'neural machine translation quality', maxPapers: 20, language: 'cn' }),
  });
  if (res.status !== 200) throw new Error(`HTTP ${res.status}: ${await res.text()}`);
  const parser = new SseParser();
  const semanticAt: number[] = [];
  let queriesAt = started;
  let firstQuery = '';
  const timeline: string[] = [];
  let last;
  for await (const bytes of res.body as unknown as AsyncIterable<Uint8Array>) {
    for (const message of parser.push(bytes)) {
      last = toStreamEvent(message);
      if (last.type === 'progress' && last.status === 5) semanticAt.push(performance.now());
      if (last.type === 'progress' && last.status === 4) {
        queriesAt = performance.now();
        firstQuery = (last.data as { expandQueriesResult: string[] }).expandQueriesResult[0] ?? '';
      }
      if (last.type === 'progress') timeline.push(`${last.status}@${Math.round(performance.now() - started)}`);
    }
  }
  if (process.env.BENCH_VERBOSE) console.log(`  statuses: ${timeline.join(' ')}`);
  if (last?.type !== 'done') throw new Error(`ended with ${JSON.stringify(last)}`);
  return { started, ended: performance.now(), semanticAt, queriesAt, firstQuery };
}

const slowest = (calls: Call[]) => Math.max(0, ...calls.map((c) => c.end - c.start));

/**
 * The lookup a list call waited for: a reference list is asked right after its work's lookup, so the
 * lookup of the same service that ended last before the list started (none for a citation list, which
 * starts from an id the seed already has).
 */
function lookupBefore(hop: Call[], list: Call): number {
  if (list.url!.includes('cites:')) return 0;
  const lookups = hop.filter((c) => c.source === list.source && isLookup(c.url!) && c.end <= list.start);
  const last = lookups.sort((a, b) => b.end - a.end)[0];
  return last ? last.end - last.start : 0;
}

/**
 * Sum of the slowest call of each sequential stage of one run. The sources run two chains side by
 * side: every query's search, and the first query's search followed by the citation hop (a lookup
 * of the work, then the list of its references or citations); the longer chain counts.
 */
function criticalPath(calls: Call[], run: Awaited<ReturnType<typeof runOnce>>) {
  const inRun = calls.filter((c) => c.start >= run.started && c.end <= run.ended);
  const sources = inRun.filter((c) => c.kind === 'source');
  const searches = sources.filter((c) => searchTextOf(c.url!) !== undefined);
  const first = slowest(searches.filter((c) => searchTextOf(c.url!) === run.firstQuery));
  const hop = sources.filter((c) => searchTextOf(c.url!) === undefined);
  const hopChain = Math.max(
    0,
    ...hop.filter((c) => !isLookup(c.url!)).map((list) => list.end - list.start + lookupBefore(hop, list)),
  );
  const sourceMs = Math.max(slowest(searches), hop.length ? first + hopChain : 0);
  const model = (k: AgentPromptKind) => slowest(inRun.filter((c) => c.kind === k));
  const ms = model('intents') + model('queries') + sourceMs + model('filter') + model('translate');
  const r = Math.round;
  const parts =
    `intents ${r(model('intents'))} + queries ${r(model('queries'))} + sources ${r(sourceMs)} ` +
    `[max(search ${r(slowest(searches))}, first query ${r(first)} + hop ${r(hopChain)})] + ` +
    `filter ${r(model('filter'))} + translate ${r(model('translate'))}`;
  // Time the source stages took beyond their critical chain: requests queued by the services'
  // published rate limits (100 ms apart for OpenAlex and polite Crossref), plus merging.
  const sourceSpan = (run.semanticAt.at(-1) ?? run.ended) - run.queriesAt;
  return { ms, parts, sourceExtraMs: Math.max(0, sourceSpan - sourceMs) };
}

async function main() {
  const calls: Call[] = [];
  const fake = await startFakeLlm();
  const respond = agentResponder({}, Object.fromEntries(KINDS.map((k) => [k, MODEL_MS])));
  fake.setResponder((req: FakeLlmRequest) => {
    const start = performance.now();
    void req.closed.then(() => calls.push({ kind: promptKind(req) ?? 'other', start, end: performance.now() }));
    return respond(req);
  });
  const scholarly = await startScholarlyFake();
  const openalex = await delayingProxy('openalex', scholarly.baseUrls.openalex, calls, (url) =>
    /^\/works\/[^?]/.test(url) ? '/works/W2162348455' : url,
  );
  const crossref = await delayingProxy('crossref', scholarly.baseUrls.crossref, calls, (url) => {
    if (/^\/works\/[^?]/.test(url)) return '/works/10.1371/journal.pone.0033693';
    return url.includes('filter=doi') ? '/works?query=ecology' : url;
  });
  const server = await startServer(fake.baseUrl, {
    CORPUS_DIR,
    LITERATURE_SOURCES: 'openalex,crossref',
    OPENALEX_BASE_URL: openalex.url,
    CROSSREF_BASE_URL: crossref.url,
    CONTACT_EMAIL: 'bench@inkstone.example',
    SOURCE_CACHE_TTL_HOURS: '0',
  });
  try {
    const token = await registerUser(server.origin);
    await runOnce(server.origin, token); // warm-up: corpus indexed, model client built
    const ratios: number[] = [];
    const ratiosWithSpacing: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const run = await runOnce(server.origin, token);
      const total = run.ended - run.started;
      const path = criticalPath(calls, run);
      if (process.env.BENCH_VERBOSE) {
        const rel = (c: Call) =>
          `${c.kind}${c.url ? `(${c.url.slice(0, 40)})` : ''}:${Math.round(c.start - run.started)}-${Math.round(c.end - run.started)}`;
        console.log(
          `  calls: ${calls
            .filter((c) => c.start >= run.started && c.end <= run.ended)
            .map(rel)
            .join(' ')}`,
        );
      }
      ratios.push(total / path.ms);
      ratiosWithSpacing.push(total / (path.ms + path.sourceExtraMs));
      const serverMs = total - path.ms - path.sourceExtraMs;
      console.log(
        `run ${i + 1}: ${Math.round(total)} ms end to end; critical path ${Math.round(path.ms)} ms (${path.parts}); ` +
          `ratio ${(total / path.ms).toFixed(2)}; over it: ${Math.round(path.sourceExtraMs)} ms source rate-limit spacing, ` +
          `${Math.round(serverMs)} ms server`,
      );
    }
    const median = quantile(ratios, 0.5);
    console.log(`median ratio ${median.toFixed(2)} over ${RUNS} runs (target ≤ 1.2)`);
    const withSpacing = quantile(ratiosWithSpacing, 0.5);
    console.log(`median ratio ${withSpacing.toFixed(2)} when the sources' rate-limit spacing counts as unavoidable`);
    console.log(
      JSON.stringify({ metric: 'agent_search_critical_path_ratio', value: Number(median.toFixed(3)), unit: 'x' }),
    );
    if (scholarly.unhandled.length) console.log(`unanswered source requests: ${scholarly.unhandled.length}`);
    if (median > 1.2) process.exitCode = 1;
  } finally {
    await server.stop();
    openalex.close();
    crossref.close();
    await scholarly.close();
    await fake.close();
  }
}

await main();
