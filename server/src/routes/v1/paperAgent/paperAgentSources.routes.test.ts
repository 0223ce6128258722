import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SearchStatus, type AgentPaper } from '@inkstone/shared/api/paperAgent';
import type { SourceStatusDto } from '@inkstone/shared/api/papers';
import { V1 } from '@inkstone/shared/paths';
import type { AiTestApp } from '../../../test/aiTestApp.js';
import { registerUser } from '../../../test/factories.js';
import { startScholarlyFake, type ScholarlyFake } from '../../../test/fakes/scholarlySources.js';
import {
  agentResponder,
  createAgentTestApp,
  dataOf,
  readIdEvents,
  statusesOf,
  strayModelCalls,
} from '../../../test/agentTestKit.js';

// Live sources on (OpenAlex and Crossref, at the fake): the fan-out and the citation hop.
let t: AiTestApp;
let sources: ScholarlyFake;
beforeAll(async () => {
  sources = await startScholarlyFake();
  t = await createAgentTestApp({
    LITERATURE_SOURCES: 'openalex,crossref',
    OPENALEX_BASE_URL: sources.baseUrls.openalex,
    CROSSREF_BASE_URL: sources.baseUrls.crossref,
    CONTACT_EMAIL: 'tests@inkstone.example',
    SOURCE_TIMEOUT_MS: '2000',
    SOURCE_CACHE_TTL_HOURS: '0',
  });
});
afterAll(async () => {
  await t.close();
  await sources.close();
});
afterEach(() => expect(strayModelCalls(t)).toEqual([]));

const search = async (token: string) =>
  readIdEvents(
    await t.post(V1.workflow.paperagentSearch, { topic: 'neural machine translation quality', maxPapers: 20 }, token),
  );
const semanticOf = (events: Awaited<ReturnType<typeof search>>) =>
  events
    .filter((e) => e.event.type === 'progress' && e.event.status === SearchStatus.SearchSemantic)
    .map((e) => (e.event.type === 'progress' ? e.event.data : undefined)) as Array<{
    searchSemanticLength: number;
    sources: SourceStatusDto[];
    citationExpanded?: number;
  }>;

describe('paper-search agent with live sources', () => {
  it('searches every source and hops once through the citations of the best candidates', async () => {
    t.fake.setResponder(agentResponder({ filter: { text: ['{"judgements": []}'] } }));
    const { token } = await registerUser(t);
    const before = sources.requests.openalex.length;
    const events = await search(token);
    const [found, hopped] = semanticOf(events);
    expect(found!.sources).toContainEqual(expect.objectContaining({ source: 'openalex', status: 'ok' }));
    expect(found!.sources).toContainEqual(expect.objectContaining({ source: 'local', status: 'ok' }));
    // The hop asked OpenAlex who cites the seeds, and added candidates.
    const hopCalls = sources.requests.openalex
      .slice(before)
      .filter((r) => (r.query.get('filter') ?? '').startsWith('cites:'));
    expect(hopCalls.length).toBeGreaterThan(0);
    expect(hopped!.citationExpanded).toBeGreaterThan(0);
    expect(hopped!.searchSemanticLength).toBe(found!.searchSemanticLength + hopped!.citationExpanded!);
    expect(statusesOf(events).at(-1)).toBe(SearchStatus.Finished);
  });

  it('a failing source only changes its own status; the run finishes with the others', async () => {
    t.fake.setResponder(agentResponder());
    sources.override('openalex', () => ({ status: 500, body: 'boom' }));
    const { token } = await registerUser(t);
    const events = await search(token);
    const [found] = semanticOf(events);
    expect(found!.sources).toContainEqual(expect.objectContaining({ source: 'openalex', status: 'failed', count: 0 }));
    expect(found!.sources).toContainEqual(expect.objectContaining({ source: 'local', status: 'ok' }));
    const { bibList } = dataOf<{ bibList: AgentPaper[] }>(events, SearchStatus.Finished);
    expect(bibList.length).toBeGreaterThan(0);
    expect(events.at(-1)?.event.type).toBe('done');
  });
});
