import { dedupePapers } from '../dedupe.js';
import type { PaperInput } from '../paper.js';
import { SourceError } from './sourceError.js';
import { SOURCE_NAMES, type LiteratureSource, type SourceName } from './types.js';

/** How one source fared in a fan-out search. */
export type SourceStatusKind = 'ok' | 'empty' | 'rate_limited' | 'failed' | 'offline' | 'disabled';

/** One source's outcome: status, how many papers it gave, how long it took, and why it failed. */
export interface SourceStatus {
  source: SourceName | 'local';
  status: SourceStatusKind;
  count: number;
  ms: number;
  error?: string;
}

/** Searches the built-in corpus; plugged in by the caller so this module does not own the index. */
export type LocalSearcher = (query: string, options: FanOutOptions & { signal: AbortSignal }) => Promise<PaperInput[]>;

/** Options of one fan-out search. */
export interface FanOutOptions {
  limit: number;
  yearFrom?: number;
  yearTo?: number;
  signal?: AbortSignal;
}

/** The merged, de-duplicated papers and a status per source (enabled or not). */
export interface FanOutResult {
  papers: PaperInput[];
  statuses: SourceStatus[];
}

/** What a fan-out searches and how long it may take in total. */
export interface FanOutDeps {
  sources: readonly LiteratureSource[];
  local?: LocalSearcher;
  /** Overall deadline: sources still running are reported failed ("timed out") and ignored. */
  deadlineMs: number;
  /** What the live sources are asked instead of the query (the English of a Chinese query). */
  sourceQuery?: string;
  now?: () => number;
}

/**
 * Searches the local corpus and every enabled source in parallel. A source that fails, is rate
 * limited or misses the deadline only changes its own status. The merge takes each list's first
 * hit, then each list's second, and so on (local corpus first, then sources in configured order),
 * so no single source crowds out the others' best matches; duplicates join their first sighting.
 */
export async function fanOutSearch(deps: FanOutDeps, query: string, options: FanOutOptions): Promise<FanOutResult> {
  const now = deps.now ?? Date.now;
  const controller = new AbortController();
  const signal = options.signal ? AbortSignal.any([options.signal, controller.signal]) : controller.signal;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'deadline'>((resolve) => {
    timer = setTimeout(() => resolve('deadline'), deps.deadlineMs);
  });
  const run = async (name: SourceName | 'local', search: () => Promise<PaperInput[]>) => {
    const started = now();
    const outcome = await Promise.race([
      Promise.resolve()
        .then(search)
        .then(
          (papers) => ({ papers }),
          (error: unknown) => ({ error }),
        ),
      deadline,
    ]);
    const ms = now() - started;
    if (outcome === 'deadline') return { papers: [], status: failed(name, ms, 'timed out') };
    if ('error' in outcome) return { papers: [], status: statusOfError(name, ms, outcome.error) };
    const count = outcome.papers.length;
    return {
      papers: outcome.papers,
      status: { source: name, status: count ? 'ok' : 'empty', count, ms } as SourceStatus,
    };
  };
  const jobs = [
    ...(deps.local ? [run('local', () => deps.local!(query, { ...options, signal }))] : []),
    ...deps.sources.map((s) => run(s.name, () => s.search(deps.sourceQuery ?? query, { ...options, signal }))),
  ];
  try {
    const results = await Promise.all(jobs);
    const enabled = new Set(deps.sources.map((s) => s.name));
    const disabled: SourceStatus[] = SOURCE_NAMES.filter((n) => !enabled.has(n)).map((n) => ({
      source: n,
      status: 'disabled',
      count: 0,
      ms: 0,
    }));
    return {
      papers: dedupePapers(interleave(results.map((r) => r.papers))),
      statuses: [...results.map((r) => r.status), ...disabled],
    };
  } finally {
    clearTimeout(timer);
    controller.abort(new Error('fan-out search finished'));
  }
}

function failed(source: SourceStatus['source'], ms: number, error: string): SourceStatus {
  return { source, status: 'failed', count: 0, ms, error };
}

function statusOfError(source: SourceStatus['source'], ms: number, error: unknown): SourceStatus {
  if (error instanceof SourceError) {
    if (error.failure === 'rate_limited') return { source, status: 'rate_limited', count: 0, ms, error: error.message };
    if (error.failure === 'offline') return { source, status: 'offline', count: 0, ms, error: error.message };
  }
  return failed(source, ms, error instanceof Error ? error.message : String(error));
}

/** Round-robin merge by rank: a[0], b[0], c[0], a[1], b[1], … */
export function interleave<T>(lists: readonly T[][]): T[] {
  const out: T[] = [];
  const longest = Math.max(0, ...lists.map((l) => l.length));
  for (let rank = 0; rank < longest; rank++) for (const list of lists) if (rank < list.length) out.push(list[rank]!);
  return out;
}
