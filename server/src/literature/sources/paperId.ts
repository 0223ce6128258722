import { normalizeArxivId, normalizeDoi } from '../identifiers.js';
import type { PaperInput } from '../paper.js';

/** A paper identifier as typed by a user or taken from a record, by kind. */
export type PaperId =
  | { kind: 'doi'; value: string }
  | { kind: 'arxiv'; value: string }
  | { kind: 'pmid'; value: string }
  | { kind: 'native'; value: string };

/**
 * Recognises `10.…` DOIs (also as doi.org URLs), `arXiv:` ids and bare new-style arXiv ids,
 * `PMID:` numbers; anything else is the source's own id (OpenAlex W…, S2 paperId).
 */
export function parsePaperId(raw: string): PaperId {
  const text = raw.trim();
  const doi = /^(doi:|https?:\/\/(dx\.)?doi\.org\/)?10\.\d{4,9}\//i.test(text) ? normalizeDoi(text) : null;
  if (doi) return { kind: 'doi', value: doi };
  if (/^(arxiv:)?(\d{4}\.\d{4,5}|[a-z-]+(\.[a-z]{2})?\/\d{7})(v\d+)?$/i.test(text))
    return { kind: 'arxiv', value: normalizeArxivId(text)! };
  const pmid = /^pmid:\s*(\d+)$/i.exec(text);
  if (pmid) return { kind: 'pmid', value: pmid[1]! };
  return { kind: 'native', value: text };
}

/** The identifiers of a paper other services can look up, strongest first. */
export function portableIds(paper: PaperInput): PaperId[] {
  const ids: PaperId[] = [];
  if (paper.doi) ids.push({ kind: 'doi', value: paper.doi });
  if (paper.arxivId) ids.push({ kind: 'arxiv', value: paper.arxivId });
  if (paper.pmid) ids.push({ kind: 'pmid', value: paper.pmid });
  return ids;
}
