import type { PaperInput } from '../paper.js';
import { parsePaperId, type PaperId } from './paperId.js';
import { parseJson } from './parseJson.js';
import { fromS2Paper, S2_FIELDS, type S2Page, type S2Paper } from './semanticScholarNormalize.js';
import type { SourceHttp } from './sourceHttp.js';
import { idPath as pathOf, sourceUrl } from './sourceUrl.js';
import type { LiteratureSource, SourceCallOptions } from './types.js';

/** Semantic Scholar adapter settings (the API key travels as `x-api-key` in the http client). */
export interface SemanticScholarConfig {
  baseUrl: string;
  http: SourceHttp;
}

// /paper/search returns at most 100 rows per call; /references and /citations at most 1000.
const MAX_SEARCH = 100;
const MAX_LINKS = 1000;

/** Semantic Scholar Academic Graph API (https://api.semanticscholar.org/api-docs/graph). */
export function createSemanticScholarSource(config: SemanticScholarConfig): LiteratureSource {
  const get = async <T>(path: string, params: Record<string, string>, signal?: AbortSignal) => {
    const body = await config.http.getText(sourceUrl(config.baseUrl, path, params), signal);
    return body === null ? null : parseJson<T>('semanticScholar', body);
  };
  const links = async (paper: PaperInput, kind: 'references' | 'citations', options?: SourceCallOptions) => {
    const id = paperKey(paper);
    if (!id) return [];
    const limit = String(Math.max(1, Math.min(options?.limit ?? 100, MAX_LINKS)));
    const path = `/paper/${id}/${kind}`;
    const page = await get<S2Page<Record<string, S2Paper | null>>>(path, { fields: S2_FIELDS, limit }, options?.signal);
    const field = kind === 'references' ? 'citedPaper' : 'citingPaper';
    return (page?.data ?? [])
      .map((row) => row[field])
      .filter((p): p is S2Paper => !!p?.title)
      .map(fromS2Paper);
  };

  return {
    name: 'semanticScholar',
    search: async (query, { limit, yearFrom, yearTo, signal }) => {
      const params: Record<string, string> = {
        query,
        fields: S2_FIELDS,
        limit: String(Math.max(1, Math.min(limit, MAX_SEARCH))),
      };
      if (yearFrom !== undefined || yearTo !== undefined) params.year = `${yearFrom ?? ''}-${yearTo ?? ''}`;
      const page = await get<S2Page<S2Paper>>('/paper/search', params, signal);
      return (page?.data ?? []).filter((p) => p.title).map(fromS2Paper);
    },
    lookup: async (id, options) => {
      const paper = await get<S2Paper>(`/paper/${idPath(parsePaperId(id))}`, { fields: S2_FIELDS }, options?.signal);
      return paper ? fromS2Paper(paper) : null;
    },
    references: (paper, options) => links(paper, 'references', options),
    citations: (paper, options) => links(paper, 'citations', options),
  };
}

/** S2 accepts its own id or prefixed external ids: `DOI:`, `ARXIV:`, `PMID:` (DOIs with raw slashes). */
function idPath(id: PaperId): string {
  const prefix = { doi: 'DOI:', arxiv: 'ARXIV:', pmid: 'PMID:', native: '' }[id.kind];
  return `${prefix}${pathOf(id.value, { keepSlashes: true })}`;
}

function paperKey(paper: PaperInput): string | null {
  if (paper.s2Id) return pathOf(paper.s2Id);
  if (paper.doi) return idPath({ kind: 'doi', value: paper.doi });
  if (paper.arxivId) return idPath({ kind: 'arxiv', value: paper.arxivId });
  if (paper.pmid) return idPath({ kind: 'pmid', value: paper.pmid });
  return null;
}
