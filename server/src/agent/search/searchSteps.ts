import { SearchStatus, type AgentSearchReq } from '@inkstone/shared/api/paperAgent';
import type { SourceStatusDto } from '@inkstone/shared/api/papers';
import type { ScoredPaper } from '../../literature/catalog.js';
import { identityKeys } from '../../literature/dedupe.js';
import type { FailureNotes, RunEnv } from '../runEnv.js';
import { keyLists, searchCandidates } from './candidates.js';
import { citationHop } from './citationHop.js';
import type { Delivered } from './searchCharge.js';
import { expandQueries, statesIntents } from './queryPlanning.js';

/** Papers each query asks every source for. */
const PER_QUERY_LIMIT = 25;
/** Candidates the filter judges at most (the best of the fused ranking). */
export const MAX_CANDIDATES = 200;
/** The citation hop: seeds, papers per call, new candidates kept. */
const HOP = { seeds: 5, perCall: 10, maxNew: 40 };

type Options = Omit<AgentSearchReq, 'topic'>;

/** AiSearch then ExpandQueries: the intents and the queries, each emitted and saved as it completes. */
export async function planSearch(
  env: RunEnv,
  topic: string,
  options: Options,
  delivered: Delivered,
  notes: FailureNotes,
) {
  const { intents, byModel: intentsByModel } = await statesIntents(env.model, topic);
  env.signal.throwIfAborted();
  delivered.intents = intentsByModel ? 1 : 0;
  await env.recorder.save({ searchStatus: SearchStatus.AiSearch }, { aiSearchResult: intents });
  await env.recorder.progress(SearchStatus.AiSearch, { aiSearchResult: intents, ...notes.take() });

  const searchLocal = (query: string, limit: number) =>
    env.catalog.searchLocal(query, { limit, yearFrom: options.yearFrom, yearTo: options.yearTo });
  const plan = await expandQueries(env.model, topic, intents, searchLocal);
  env.signal.throwIfAborted();
  delivered.queries = plan.byModel ? 1 : 0;
  await env.recorder.save({ searchStatus: SearchStatus.ExpandQueries }, { expandQueriesResult: plan.queries });
  await env.recorder.progress(SearchStatus.ExpandQueries, { expandQueriesResult: plan.queries, ...notes.take() });
  return plan;
}

/**
 * SearchSemantic: every query against the catalogue in parallel, then (with live sources) one
 * citation hop from the best candidates. Emitted after the search and again after the hop.
 */
export async function gatherCandidates(
  env: RunEnv,
  plan: { queries: string[]; weights: number[] },
  options: Options,
): Promise<ScoredPaper[]> {
  const searchOptions = { ...yearsOf(options), limit: PER_QUERY_LIMIT, sources: options.sources, signal: env.signal };
  const found = await searchCandidates(env.catalog, plan.queries, searchOptions, plan.weights);
  env.signal.throwIfAborted();
  const emit = async (candidates: ScoredPaper[], sources: SourceStatusDto[], citationExpanded?: number) => {
    await env.recorder.save(
      { searchStatus: SearchStatus.SearchSemantic },
      { searchSemanticLength: candidates.length, sources },
    );
    await env.recorder.progress(SearchStatus.SearchSemantic, {
      searchSemanticLength: candidates.length,
      sources,
      citationExpanded,
    });
  };
  await emit(found.candidates, found.sources);
  const live = env.catalog.sources.filter((s) => !options.sources || options.sources.includes(s.name));
  if (live.length === 0 || found.candidates.length === 0) return found.candidates.slice(0, MAX_CANDIDATES);
  const hopped = await citationHop(
    live,
    found.candidates.map((c) => c.paper),
    { ...HOP, ...yearsOf(options), deadlineMs: env.ctx.env.SOURCE_TIMEOUT_MS, signal: env.signal },
  );
  env.signal.throwIfAborted();
  const added = newCandidates(found.candidates, hopped).slice(0, HOP.maxNew);
  const all = [...found.candidates, ...added];
  await emit(all, found.sources, added.length);
  return all.slice(0, MAX_CANDIDATES);
}

const yearsOf = (o: Options) => ({ yearFrom: o.yearFrom, yearTo: o.yearTo });

// Papers the hop found that are not candidates yet, keyed without clashing with the candidates' keys;
// they rank after every searched candidate (score 0) until the filter judges them.
function newCandidates(
  candidates: readonly ScoredPaper[],
  hopped: Parameters<typeof keyLists>[0][number],
): ScoredPaper[] {
  const known = new Set(candidates.flatMap((c) => identityKeys(c.paper)));
  const fresh = hopped.filter((p) => !identityKeys(p).some((key) => known.has(key)));
  const taken = new Set(candidates.map((c) => c.paper.bibkey));
  const [keyed = []] = keyLists([fresh], taken);
  const seen = new Set<string>();
  return keyed.filter((p) => !seen.has(p.bibkey) && seen.add(p.bibkey)).map((paper) => ({ paper, score: 0 }));
}
