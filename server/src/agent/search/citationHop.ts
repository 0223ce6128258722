import type { LiteratureSource } from '../../literature/sources/types.js';
import type { PaperInput } from '../../literature/paper.js';

/** How far the hop reaches: seeds, papers per call, and the whole hop's time limit. */
export interface HopLimits {
  seeds: number;
  perCall: number;
  deadlineMs: number;
  yearFrom?: number;
  yearTo?: number;
  signal: AbortSignal;
}

/**
 * One bounded hop through the citation graph (PaSa's recall step): the references and citations of
 * the best `seeds` candidates, from every source that offers them, all in parallel. Each source
 * starts from the best candidates it returned itself (it knows their ids, which saves it a lookup
 * call per seed), then from the best overall. A call that fails or misses the deadline only
 * contributes nothing. Papers outside the year limits are dropped.
 */
export async function citationHop(
  sources: readonly LiteratureSource[],
  seeds: readonly PaperInput[],
  limits: HopLimits,
): Promise<PaperInput[]> {
  const controller = new AbortController();
  const signal = AbortSignal.any([limits.signal, controller.signal]);
  const calls: Array<Promise<PaperInput[]>> = [];
  const options = { limit: limits.perCall, signal };
  // Reference lists first: each needs two calls in a row, so their first calls queue up first
  // behind the source's rate limit.
  for (const kind of ['references', 'citations'] as const) {
    for (const source of sources) {
      const call = source[kind]?.bind(source);
      if (!call) continue;
      for (const seed of seedsFor(source.name, seeds, limits.seeds)) calls.push(call(seed, options).catch(() => []));
    }
  }
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'deadline'>(
    (resolve) => (timer = setTimeout(() => resolve('deadline'), limits.deadlineMs)),
  );
  // Calls still open at the deadline are abandoned (and aborted); the ones that answered count.
  // Kept by call index, so the result does not depend on which source answered first.
  const answered: PaperInput[][] = calls.map(() => []);
  const all = Promise.all(calls.map((call, i) => call.then((papers) => void (answered[i] = papers))));
  try {
    await Promise.race([all, deadline]);
  } finally {
    clearTimeout(timer);
    controller.abort(new Error('citation hop finished'));
  }
  return answered.flat().filter((p) => inYears(p.year, limits.yearFrom, limits.yearTo));
}

/** The first `count` seeds the source itself found, topped up with the best of the others. */
function seedsFor(source: string, seeds: readonly PaperInput[], count: number): PaperInput[] {
  const own = seeds.filter((p) => p.sources.some((s) => s.source === source)).slice(0, count);
  const rest = seeds.filter((p) => !own.includes(p)).slice(0, count - own.length);
  return [...own, ...rest];
}

function inYears(year: number | null, from?: number, to?: number): boolean {
  if (year === null) return from === undefined && to === undefined;
  return (from === undefined || year >= from) && (to === undefined || year <= to);
}
