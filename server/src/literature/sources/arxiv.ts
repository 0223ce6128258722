import type { PaperInput } from '../paper.js';
import { parseArxivFeed } from './arxivNormalize.js';
import { parsePaperId } from './paperId.js';
import { SourceError } from './sourceError.js';
import type { SourceHttp } from './sourceHttp.js';
import { sourceUrl } from './sourceUrl.js';
import type { LiteratureSource } from './types.js';

/** arXiv adapter settings. */
export interface ArxivConfig {
  baseUrl: string;
  http: SourceHttp;
}

// The API serves up to 2000 results per call; a search page never needs more than 100.
const MAX_RESULTS = 100;

/** arXiv API (https://info.arxiv.org/help/api/user-manual.html). No citation links: arXiv has none. */
export function createArxivSource(config: ArxivConfig): LiteratureSource {
  const query = async (params: Record<string, string>, signal?: AbortSignal): Promise<PaperInput[]> => {
    const url = sourceUrl(config.baseUrl, '/query', params);
    let body: string | null;
    try {
      body = await config.http.getText(url, signal);
    } catch (error) {
      // arXiv answers bad queries with 400 and an Atom feed whose entry explains the error.
      if (error instanceof SourceError && error.status === 400 && error.detail) {
        const message = parseArxivFeed(error.detail).error ?? 'HTTP 400';
        throw new SourceError('arxiv', 'http', message, 400);
      }
      throw error;
    }
    if (body === null) return [];
    const feed = parseArxivFeed(body);
    if (feed.error) throw new SourceError('arxiv', 'http', feed.error);
    return feed.papers.filter((p) => p.title);
  };

  return {
    name: 'arxiv',
    search: (text, { limit, yearFrom, yearTo, signal }) => {
      const searchQuery = arxivSearchQuery(text, yearFrom, yearTo);
      if (!searchQuery) return Promise.resolve([]);
      return query(
        {
          search_query: searchQuery,
          start: '0',
          max_results: String(Math.max(1, Math.min(limit, MAX_RESULTS))),
          sortBy: 'relevance',
          sortOrder: 'descending',
        },
        signal,
      );
    },
    lookup: async (raw, options) => {
      const id = parsePaperId(raw);
      const arxivId =
        id.kind === 'arxiv'
          ? id.value
          : id.kind === 'doi' && id.value.startsWith('10.48550/arxiv.')
            ? id.value.slice('10.48550/arxiv.'.length)
            : null;
      if (!arxivId) return null;
      const [paper] = await query({ id_list: arxivId, max_results: '1' }, options?.signal);
      return paper ?? null;
    },
  };
}

/**
 * The `search_query` for free text: every word must appear in any field (`all:`), optionally
 * limited by submission date (`submittedDate:[YYYYMMDDTTTT TO YYYYMMDDTTTT]`).
 */
export function arxivSearchQuery(text: string, yearFrom?: number, yearTo?: number): string {
  const words = text
    .replace(/[^\p{L}\p{N}\s-]+/gu, ' ')
    .split(/\s+/)
    .filter((w) => w && !/^(and|or|andnot)$/i.test(w));
  if (!words.length) return '';
  const parts = words.map((w) => `all:${w}`);
  if (yearFrom !== undefined || yearTo !== undefined)
    parts.push(`submittedDate:[${yearFrom ?? 1991}01010000 TO ${yearTo ?? 9999}12312359]`);
  return parts.join(' AND ');
}
