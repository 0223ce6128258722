import type { PaperInput } from '../paper.js';
import { fromOpenAlexWork, shortOpenAlexId, type OpenAlexList, type OpenAlexWork } from './openAlexNormalize.js';
import { parsePaperId, type PaperId } from './paperId.js';
import type { SourceHttp } from './sourceHttp.js';
import { idPath, sourceUrl } from './sourceUrl.js';
import { parseJson } from './parseJson.js';
import type { LiteratureSource, SourceCallOptions } from './types.js';

/** OpenAlex adapter settings. */
export interface OpenAlexConfig {
  baseUrl: string;
  http: SourceHttp;
  /** Sent as `mailto=` to join the polite pool. */
  contactEmail?: string;
}

// OpenAlex allows up to 200 results per page and 100 OR-ed values in one filter.
const MAX_PER_PAGE = 200;
const MAX_OR_IDS = 100;

/** OpenAlex works API (https://docs.openalex.org/api-entities/works). */
export function createOpenAlexSource(config: OpenAlexConfig): LiteratureSource {
  const url = (path: string, params: Record<string, string> = {}) =>
    sourceUrl(config.baseUrl, path, { ...params, mailto: config.contactEmail });
  const list = async (params: Record<string, string>, signal?: AbortSignal) => {
    const body = await config.http.getText(url('/works', params), signal);
    return body === null ? [] : parseJson<OpenAlexList>('openalex', body).results.map(fromOpenAlexWork);
  };
  const work = async (id: PaperId, signal?: AbortSignal): Promise<OpenAlexWork | null> => {
    const body = await config.http.getText(url(`/works/${workPath(id)}`), signal);
    return body === null ? null : parseJson<OpenAlexWork>('openalex', body);
  };
  const openAlexIdOf = async (paper: PaperInput, signal?: AbortSignal) => {
    if (paper.openalexId) return paper.openalexId;
    const id = paper.doi ?? (paper.arxivId ? `arXiv:${paper.arxivId}` : paper.pmid ? `PMID:${paper.pmid}` : null);
    const found = id ? await work(parsePaperId(id), signal) : null;
    return found ? shortOpenAlexId(found.id) : null;
  };

  return {
    name: 'openalex',
    search: (query, { limit, yearFrom, yearTo, signal }) => {
      const filters = [
        yearFrom !== undefined ? `from_publication_date:${yearFrom}-01-01` : '',
        yearTo !== undefined ? `to_publication_date:${yearTo}-12-31` : '',
      ].filter(Boolean);
      const params: Record<string, string> = { search: query, 'per-page': String(perPage(limit)) };
      if (filters.length) params.filter = filters.join(',');
      return list(params, signal);
    },
    lookup: async (id, options) => {
      const found = await work(parsePaperId(id), options?.signal);
      return found ? fromOpenAlexWork(found) : null;
    },
    references: async (paper, options?: SourceCallOptions) => {
      const id = await openAlexIdOf(paper, options?.signal);
      const found = id ? await work({ kind: 'native', value: id }, options?.signal) : null;
      const refs = (found?.referenced_works ?? [])
        .map(shortOpenAlexId)
        .slice(0, Math.min(perPage(options?.limit), MAX_OR_IDS));
      if (!refs.length) return [];
      return list({ filter: `openalex:${refs.join('|')}`, 'per-page': String(refs.length) }, options?.signal);
    },
    citations: async (paper, options?: SourceCallOptions) => {
      const id = await openAlexIdOf(paper, options?.signal);
      if (!id) return [];
      return list({ filter: `cites:${id}`, 'per-page': String(perPage(options?.limit)) }, options?.signal);
    },
  };
}

function perPage(limit: number | undefined): number {
  return Math.max(1, Math.min(limit ?? 25, MAX_PER_PAGE));
}

/** Path segment of a single-work lookup: OpenAlex accepts W ids, DOI URLs and `pmid:` keys. */
function workPath(id: PaperId): string {
  switch (id.kind) {
    case 'doi':
      return `https://doi.org/${encodeURIComponent(id.value)}`;
    case 'arxiv':
      return `https://doi.org/${encodeURIComponent(`10.48550/arxiv.${id.value}`)}`;
    case 'pmid':
      return `pmid:${id.value}`;
    case 'native':
      // Accept the canonical form https://openalex.org/W… as well as the bare W id.
      return idPath(id.value.replace(/^https?:\/\/openalex\.org\//i, ''));
  }
}
