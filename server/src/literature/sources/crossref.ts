import { parsePaperId } from './paperId.js';
import { parseJson } from './parseJson.js';
import { fromCrossrefWork, type CrossrefMessage, type CrossrefWork } from './crossrefNormalize.js';
import type { SourceHttp } from './sourceHttp.js';
import type { LiteratureSource } from './types.js';

/** Crossref adapter settings. */
export interface CrossrefConfig {
  baseUrl: string;
  http: SourceHttp;
  /** Sent as `mailto=` (and in the User-Agent by the http client) for the polite pool. */
  contactEmail?: string;
}

// Crossref serves at most 1000 rows per page; a search page needs far fewer.
const MAX_ROWS = 100;

/** Crossref REST API (https://api.crossref.org). No citation links: only members see cited-by data. */
export function createCrossrefSource(config: CrossrefConfig): LiteratureSource {
  const url = (path: string, params: Record<string, string> = {}) => {
    const u = new URL(`${config.baseUrl.replace(/\/$/, '')}${path}`);
    for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
    if (config.contactEmail) u.searchParams.set('mailto', config.contactEmail);
    return u;
  };
  return {
    name: 'crossref',
    search: async (query, { limit, yearFrom, yearTo, signal }) => {
      const filters = [
        yearFrom !== undefined ? `from-pub-date:${yearFrom}` : '',
        yearTo !== undefined ? `until-pub-date:${yearTo}` : '',
      ].filter(Boolean);
      const params: Record<string, string> = {
        'query.bibliographic': query,
        rows: String(Math.max(1, Math.min(limit, MAX_ROWS))),
      };
      if (filters.length) params.filter = filters.join(',');
      const body = await config.http.getText(url('/works', params), signal);
      if (body === null) return [];
      const { message } = parseJson<CrossrefMessage<{ items?: CrossrefWork[] }>>('crossref', body);
      return (message.items ?? []).map(fromCrossrefWork).filter((p) => p.title);
    },
    lookup: async (raw, options) => {
      const id = parsePaperId(raw);
      if (id.kind !== 'doi') return null;
      const body = await config.http.getText(url(`/works/${id.value}`), options?.signal);
      return body === null
        ? null
        : fromCrossrefWork(parseJson<CrossrefMessage<CrossrefWork>>('crossref', body).message);
    },
  };
}
