import type { PaperInput } from '../paper.js';
import { parsePaperId } from './paperId.js';
import { parseEsearchIds, parsePubmedArticles } from './pubmedNormalize.js';
import type { SourceHttp } from './sourceHttp.js';
import { sourceUrl } from './sourceUrl.js';
import type { LiteratureSource } from './types.js';

/** PubMed (NCBI E-utilities) adapter settings. */
export interface PubmedConfig {
  baseUrl: string;
  http: SourceHttp;
  apiKey?: string;
  /** NCBI asks every tool to identify itself with `tool` and `email`. */
  contactEmail?: string;
}

// esearch returns up to 10,000 ids; one efetch call comfortably takes a couple of hundred.
const MAX_RESULTS = 200;

/** PubMed via esearch → efetch (https://www.ncbi.nlm.nih.gov/books/NBK25499/). */
export function createPubmedSource(config: PubmedConfig): LiteratureSource {
  const url = (tool: 'esearch' | 'efetch', params: Record<string, string>) =>
    sourceUrl(config.baseUrl, `/${tool}.fcgi`, {
      db: 'pubmed',
      ...params,
      tool: 'inkstone',
      email: config.contactEmail,
      api_key: config.apiKey,
    });
  const esearch = async (params: Record<string, string>, signal?: AbortSignal) => {
    const body = await config.http.getText(url('esearch', params), signal);
    return body === null ? [] : parseEsearchIds(body);
  };
  const efetch = async (pmids: string[], signal?: AbortSignal): Promise<PaperInput[]> => {
    if (!pmids.length) return [];
    const body = await config.http.getText(url('efetch', { id: pmids.join(','), retmode: 'xml' }), signal);
    return body === null ? [] : parsePubmedArticles(body).filter((p) => p.title);
  };

  return {
    name: 'pubmed',
    search: async (term, { limit, yearFrom, yearTo, signal }) => {
      const params: Record<string, string> = { term, retmax: String(Math.max(1, Math.min(limit, MAX_RESULTS))) };
      if (yearFrom !== undefined || yearTo !== undefined) {
        Object.assign(params, { datetype: 'pdat', mindate: String(yearFrom ?? 1800), maxdate: String(yearTo ?? 3000) });
      }
      return efetch(await esearch(params, signal), signal);
    },
    lookup: async (raw, options) => {
      const id = parsePaperId(raw);
      const pmid =
        id.kind === 'pmid' || (id.kind === 'native' && /^\d+$/.test(id.value))
          ? [id.value]
          : id.kind === 'doi'
            ? await esearch({ term: `${id.value}[doi]`, retmax: '1' }, options?.signal)
            : [];
      const [paper] = await efetch(pmid, options?.signal);
      return paper ?? null;
    },
  };
}
