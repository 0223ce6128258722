import { normalizeDoi } from '../identifiers.js';
import { fromCrossrefWork, type CrossrefMessage, type CrossrefWork } from './crossrefNormalize.js';
import { parsePaperId } from './paperId.js';
import { parseJson } from './parseJson.js';
import type { SourceHttp } from './sourceHttp.js';
import { idPath, sourceUrl } from './sourceUrl.js';
import type { LiteratureSource } from './types.js';

/** Crossref adapter settings. */
export interface CrossrefConfig {
  baseUrl: string;
  http: SourceHttp;
  /** Sent as `mailto=` (and in the User-Agent by the http client) for the polite pool. */
  contactEmail?: string;
}

// Crossref serves at most 1000 rows per page; a search page needs far fewer. DOI filters are
// OR-ed; 50 of them keep the URL well under common 8 KB limits.
const MAX_ROWS = 100;
const MAX_DOI_FILTERS = 50;

/**
 * Crossref REST API (https://api.crossref.org). References come from the deposited reference
 * lists; there is no `citations`: cited-by data is only open to the cited work's publisher.
 */
export function createCrossrefSource(config: CrossrefConfig): LiteratureSource {
  const url = (path: string, params: Record<string, string> = {}) =>
    sourceUrl(config.baseUrl, path, { ...params, mailto: config.contactEmail });
  const list = async (params: Record<string, string>, signal?: AbortSignal) => {
    const body = await config.http.getText(url('/works', params), signal);
    if (body === null) return [];
    const { message } = parseJson<CrossrefMessage<{ items?: CrossrefWork[] }>>('crossref', body);
    return (message.items ?? []).map(fromCrossrefWork).filter((p) => p.title);
  };
  const fetchWork = async (raw: string, signal?: AbortSignal) => {
    const id = parsePaperId(raw);
    if (id.kind !== 'doi') return null;
    const body = await config.http.getText(url(`/works/${idPath(id.value, { keepSlashes: true })}`), signal);
    return body === null ? null : parseJson<CrossrefMessage<CrossrefWork>>('crossref', body).message;
  };

  return {
    name: 'crossref',
    search: (query, { limit, yearFrom, yearTo, signal }) => {
      const filters = [
        yearFrom !== undefined ? `from-pub-date:${yearFrom}` : '',
        yearTo !== undefined ? `until-pub-date:${yearTo}` : '',
      ].filter(Boolean);
      const params: Record<string, string> = {
        'query.bibliographic': query,
        rows: String(Math.max(1, Math.min(limit, MAX_ROWS))),
      };
      if (filters.length) params.filter = filters.join(',');
      return list(params, signal);
    },
    lookup: async (raw, options) => {
      const work = await fetchWork(raw, options?.signal);
      return work ? fromCrossrefWork(work) : null;
    },
    references: async (paper, options) => {
      const work = paper.doi ? await fetchWork(paper.doi, options?.signal) : null;
      const dois = [...new Set((work?.reference ?? []).map((r) => normalizeDoi(r.DOI)).filter((d) => d !== null))];
      const wanted = dois.slice(0, Math.min(options?.limit ?? MAX_DOI_FILTERS, MAX_DOI_FILTERS));
      if (!wanted.length) return [];
      return list({ filter: wanted.map((d) => `doi:${d}`).join(','), rows: String(wanted.length) }, options?.signal);
    },
  };
}
