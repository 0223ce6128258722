import type { SourceStatusDto } from '@inkstone/shared/api/papers';
import type { ScoredPaper } from '../../literature/catalog.js';
import { assignBibkeys } from '../../literature/bibkey.js';
import { dedupePapers, identityKeys } from '../../literature/dedupe.js';
import type { Paper, PaperInput } from '../../literature/paper.js';
import type { FanOutResult, SourceStatus } from '../../literature/sources/fanOutSearch.js';
import { rankOffline } from '../offline/rankOffline.js';

/** The candidates of step 2 (fused ranking, keyed) and how each source fared. */
export interface CandidateSearch {
  candidates: ScoredPaper[];
  sources: SourceStatusDto[];
}

/**
 * Merges the fan-outs of every query (local corpus + enabled live sources each): keys the merged,
 * de-duplicated papers and fuses the per-query rankings (reciprocal-rank fusion, the offline
 * ranker), so papers several queries found come first. `weights` weigh the queries.
 */
export async function mergeSearches(
  searches: ReadonlyArray<Promise<FanOutResult>>,
  weights?: readonly number[],
): Promise<CandidateSearch> {
  const results = await Promise.all(searches);
  const lists = keyLists(results.map((r) => r.papers));
  const candidates = rankOffline(
    lists.map((list) => list.map((paper, rank) => ({ paper, score: 1 / (rank + 1) }))),
    { weights },
  );
  return { candidates, sources: mergeStatuses(results.map((r) => r.statuses)) };
}

/** Gives every paper of the lists one bibkey, the same for the same paper in different lists. */
export function keyLists(lists: ReadonlyArray<readonly PaperInput[]>, taken = new Set<string>()): Paper[][] {
  const keyed = assignBibkeys(dedupePapers(lists.flat()), taken);
  const byIdentity = new Map<string, Paper>();
  for (const paper of keyed) for (const key of identityKeys(paper)) byIdentity.set(key, paper);
  return lists.map((list) =>
    list.flatMap((paper) => {
      const found = identityKeys(paper)
        .map((key) => byIdentity.get(key))
        .find(Boolean);
      return found ? [found] : [];
    }),
  );
}

// Which status a source shows when its queries fared differently: any success wins, then failures.
const PRIORITY: SourceStatus['status'][] = ['ok', 'failed', 'rate_limited', 'offline', 'empty', 'disabled'];

/** One status per source over several fan-outs: counts summed, the slowest time, the first error. */
export function mergeStatuses(all: ReadonlyArray<readonly SourceStatus[]>): SourceStatusDto[] {
  const bySource = new Map<SourceStatus['source'], SourceStatusDto>();
  for (const statuses of all) {
    for (const s of statuses) {
      const seen = bySource.get(s.source);
      if (!seen) {
        bySource.set(s.source, { ...s });
        continue;
      }
      const better = PRIORITY.indexOf(s.status) < PRIORITY.indexOf(seen.status);
      bySource.set(s.source, {
        source: s.source,
        status: better ? s.status : seen.status,
        count: seen.count + s.count,
        ms: Math.max(seen.ms, s.ms),
        ...((seen.error ?? s.error) ? { error: seen.error ?? s.error } : {}),
      });
    }
  }
  return [...bySource.values()];
}
