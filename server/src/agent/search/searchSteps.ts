import { SearchStatus, type AgentSearchReq } from '@inkstone/shared/api/paperAgent';
import type { SourceStatusDto } from '@inkstone/shared/api/papers';
import type { ScoredPaper } from '../../literature/catalog.js';
import { identityKeys } from '../../literature/dedupe.js';
import type { FailureNotes } from '../failureNotes.js';
import type { RunEnv } from '../runEnv.js';
import { keyLists, mergeSearches } from './candidates.js';
import { citationHop } from './citationHop.js';
import { joinKnowledge, type JoinedCandidates, type KnowledgeSource } from './knowledgeCandidates.js';
import type { Delivered } from './searchCharge.js';
import { expandQueries, statesIntents } from './queryPlanning.js';

/** Papers each query asks every source for. */
const PER_QUERY_LIMIT = 25;
/** Candidates the filter judges at most (the best of the fused ranking). */
export const MAX_CANDIDATES = 200;
/**
 * The citation hop: seeds per source, papers per call, new candidates kept, and its time limit
 * (a reference list costs two calls in a row; the hop waits no longer than this for them).
 */
const HOP = { seeds: 2, perCall: 10, maxNew: 40, deadlineMs: 2500 };

type Options = Omit<AgentSearchReq, 'topic'>;

/** AiSearch then ExpandQueries: the intents and the queries, each emitted and saved as it completes. */
export async function planSearch(
  env: RunEnv<'search'>,
  topic: string,
  options: Options,
  delivered: Delivered,
  notes: FailureNotes,
) {
  const { intents, byModel: intentsByModel } = await statesIntents(env.model, topic);
  env.signal.throwIfAborted();
  delivered.intents = intentsByModel ? 1 : 0;
  env.recorder.progress(SearchStatus.AiSearch, { aiSearchResult: intents, ...notes.take('intents') });
  env.recorder.save({ searchStatus: SearchStatus.AiSearch }, { aiSearchResult: intents });

  const searchLocal = (query: string, limit: number) =>
    env.catalog.searchLocal(query, { limit, yearFrom: options.yearFrom, yearTo: options.yearTo });
  const plan = await expandQueries(env.model, topic, intents, searchLocal);
  env.signal.throwIfAborted();
  delivered.queries = plan.byModel ? 1 : 0;
  env.recorder.progress(SearchStatus.ExpandQueries, { expandQueriesResult: plan.queries, ...notes.take('queries') });
  env.recorder.save({ searchStatus: SearchStatus.ExpandQueries }, { expandQueriesResult: plan.queries });
  return plan;
}

/**
 * SearchSemantic: every query against the catalogue in parallel and (with live sources) one citation
 * hop, emitted after the search and again after the hop. The hop starts as soon as the first query
 * (the best: the model's first, or the topic's key words) has its results, while the others are
 * still out: it seeds from what each source found for it. The user's chosen knowledge-base files
 * join the candidates whatever the sources found (see joinKnowledge).
 */
export async function gatherCandidates(
  env: RunEnv<'search'>,
  plan: { queries: string[]; weights: number[] },
  options: Options,
  knowledge: readonly KnowledgeSource[] = [],
): Promise<JoinedCandidates> {
  const searchOptions = { ...yearsOf(options), limit: PER_QUERY_LIMIT, sources: options.sources, signal: env.signal };
  const searches = plan.queries.map((query) => env.catalog.search(query, searchOptions));
  const live = env.catalog.sources.filter((s) => !options.sources || options.sources.includes(s.name));
  const hopLimits = {
    ...HOP,
    ...yearsOf(options),
    deadlineMs: Math.min(HOP.deadlineMs, env.ctx.env.SOURCE_TIMEOUT_MS),
    signal: env.signal,
  };
  const hop =
    live.length > 0 && searches[0]
      ? searches[0].then((first) => citationHop(live, first.papers, hopLimits))
      : undefined;
  // Awaited below; a search that fails first must not leave the hop's rejection unhandled.
  hop?.catch(() => undefined);
  const found = await mergeSearches(searches, plan.weights);
  env.signal.throwIfAborted();
  const emit = (candidates: ScoredPaper[], sources: SourceStatusDto[], citationExpanded?: number) => {
    const joined = joinKnowledge(candidates, knowledge, MAX_CANDIDATES);
    const searchSemanticLength = candidates.length + joined.added;
    // Only runs with files say so: the events of other runs stay as they were.
    const files = knowledge.length > 0 ? { knowledgeFiles: joined.files } : {};
    env.recorder.progress(SearchStatus.SearchSemantic, { searchSemanticLength, sources, citationExpanded, ...files });
    env.recorder.save({ searchStatus: SearchStatus.SearchSemantic }, { searchSemanticLength, sources, ...files });
    return joined;
  };
  const first = emit(found.candidates, found.sources);
  if (!hop) return first;
  const hopped = await hop;
  env.signal.throwIfAborted();
  const added = newCandidates(found.candidates, hopped).slice(0, HOP.maxNew);
  return emit([...found.candidates, ...added], found.sources, added.length);
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
