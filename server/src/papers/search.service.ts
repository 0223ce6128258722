import {
  PAPER_SEARCH_FILE_PASSAGES,
  type CorpusStatusRes,
  type PaperLookupRes,
  type PaperSearchReq,
  type PaperSearchRes,
} from '@inkstone/shared/api/papers';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.js';
import { NotFoundError } from '../errors.js';
import { searchPassages } from '../knowledge/search.service.js';
import { assignBibkeys } from '../literature/bibkey.js';
import { fitPaper } from './fitPaper.js';

/**
 * The built-in corpus and the enabled live sources, merged, with a status per source; beside them,
 * the best passages of the user's own ready files for the same query, searched at the same time.
 */
export async function searchPapers(
  ctx: AppContext,
  userId: string,
  req: PaperSearchReq,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<PaperSearchRes> {
  // The passages are an extra: a failure there is logged and leaves the papers to answer alone.
  const passages = searchPassages(ctx, userId, { query: req.query, limit: PAPER_SEARCH_FILE_PASSAGES }).catch(
    (err: unknown) => {
      log?.warn({ err }, 'knowledge-base passages for a paper search failed');
      return [];
    },
  );
  const [{ papers, statuses }, filePassages] = await Promise.all([
    ctx.literature.search(req.query, {
      limit: req.limit,
      yearFrom: req.yearFrom,
      yearTo: req.yearTo,
      sources: req.sources,
    }),
    passages,
  ]);
  return { items: assignBibkeys(papers.slice(0, req.limit).map(fitPaper)), sources: statuses, filePassages };
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
