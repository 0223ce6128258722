import type { CorpusStatusRes, PaperLookupRes, PaperSearchReq, PaperSearchRes } from '@inkstone/shared/api/papers';
import type { AppContext } from '../context.js';
import { NotFoundError } from '../errors.js';
import { assignBibkeys } from '../literature/bibkey.js';
import { fitPaper } from './fitPaper.js';

/** The built-in corpus and the enabled live sources, merged, with a status per source. */
export async function searchPapers(
  ctx: AppContext,
  req: PaperSearchReq,
  signal?: AbortSignal,
): Promise<PaperSearchRes> {
  const { papers, statuses } = await ctx.literature.search(req.query, {
    limit: req.limit,
    yearFrom: req.yearFrom,
    yearTo: req.yearTo,
    sources: req.sources,
    signal,
  });
  return { items: assignBibkeys(papers.slice(0, req.limit).map(fitPaper)), sources: statuses };
}

/** One paper by DOI, arXiv id, PMID or source id; 404 when no source knows it. */
export async function lookupPaper(ctx: AppContext, id: string): Promise<PaperLookupRes> {
  const paper = await ctx.literature.lookup(id);
  if (!paper) throw NotFoundError('Paper');
  const [withKey] = assignBibkeys([fitPaper(paper)]);
  return { paper: withKey! };
}

/** The built-in corpus's loading state and the attribution of each of its sets. */
export function corpusStatus(ctx: AppContext): CorpusStatusRes {
  const { state, papers, sets } = ctx.literature.status();
  return { state, papers, sets };
}
