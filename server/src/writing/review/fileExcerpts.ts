import type { PaperDto } from '@inkstone/shared/api/papers';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { fileIdsOf } from '../../knowledge/fileSources.js';
import { searchPassages } from '../../knowledge/search.service.js';
import type { Excerpt } from '../../llm/prompts/writingCommon.js';

const PER_FILE = 3;
const EXCERPT_CHARS = 900;

/**
 * For each paper that stands for a knowledge-base file, the file's passages that best match `query`
 * (the section being written), keyed by bibkey. A file deleted since the project was made has none:
 * its paper is then written from its abstract, like any other.
 */
export async function fileExcerpts(
  ctx: AppContext,
  userId: string,
  papers: readonly PaperDto[],
  query: string,
): Promise<Map<string, Excerpt[]>> {
  const excerpts = new Map<string, Excerpt[]>();
  for (const paper of papers) {
    for (const fileId of fileIdsOf(paper)) {
      const hits = await searchPassages(ctx, userId, { query, fileIds: [fileId], limit: PER_FILE }).catch((err) => {
        if (err instanceof AppError && err.statusCode === 404) return [];
        throw err;
      });
      const found = hits.map((hit) => ({
        pageFrom: hit.pageFrom,
        pageTo: hit.pageTo,
        text: hit.text.length > EXCERPT_CHARS ? `${hit.text.slice(0, EXCERPT_CHARS)}…` : hit.text,
      }));
      if (found.length > 0) excerpts.set(paper.bibkey, [...(excerpts.get(paper.bibkey) ?? []), ...found]);
    }
  }
  return excerpts;
}
