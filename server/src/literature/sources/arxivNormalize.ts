import { parseAuthorName } from '../authorName.js';
import { normalizeArxivId, normalizeDoi } from '../identifiers.js';
import { emptyPaper, type PaperInput } from '../paper.js';
import { collapseSpace, parseXml, textOf } from './xml.js';

interface AtomEntry {
  id?: string;
  title?: unknown;
  summary?: unknown;
  published?: string;
  author?: Array<{ name?: string }>;
  link?: Array<{ '@_href'?: string; '@_title'?: string; '@_type'?: string; '@_rel'?: string }>;
  doi?: string;
  journal_ref?: string;
  category?: Array<{ '@_term'?: string }>;
}

/** An arXiv API answer: its papers, or the message of arXiv's error feed. */
export interface ArxivFeed {
  papers: PaperInput[];
  error: string | null;
}

/**
 * Reads an arXiv API Atom feed (https://info.arxiv.org/help/api/user-manual.html#_details_of_atom_results_returned).
 * Errors come as a feed whose single entry has an id under `https://arxiv.org/api/errors`.
 */
export function parseArxivFeed(xml: string): ArxivFeed {
  const doc = parseXml(xml, ['entry', 'author', 'link', 'category']);
  const feed = (doc.feed ?? {}) as { entry?: AtomEntry[] };
  const entries = feed.entry ?? [];
  const errorEntry = entries.find((e) => /\/api\/errors/.test(e.id ?? ''));
  if (errorEntry) return { papers: [], error: collapseSpace(textOf(errorEntry.summary)) || 'arXiv API error' };
  return { papers: entries.map(fromAtomEntry), error: null };
}

/** One Atom entry in the shared paper model. */
export function fromAtomEntry(entry: AtomEntry): PaperInput {
  const arxivId = normalizeArxivId((entry.id ?? '').replace(/^https?:\/\/arxiv\.org\/abs\//, ''));
  const pdf = entry.link?.find((l) => l['@_title'] === 'pdf' || l['@_type'] === 'application/pdf');
  const year = /^(\d{4})/.exec(entry.published ?? '')?.[1];
  return {
    ...emptyPaper(collapseSpace(textOf(entry.title))),
    authors: (entry.author ?? [])
      .map((a) => collapseSpace(textOf(a.name)))
      .filter(Boolean)
      .map(parseAuthorName),
    year: year ? Number(year) : null,
    venue: entry.journal_ref ? collapseSpace(entry.journal_ref) : 'arXiv',
    abstract: collapseSpace(textOf(entry.summary)) || null,
    doi: normalizeDoi(entry.doi),
    arxivId,
    url: arxivId ? `https://arxiv.org/abs/${arxivId}` : (entry.id ?? null),
    pdfUrl: pdf?.['@_href'] ?? null,
    keywords: (entry.category ?? []).map((c) => c['@_term'] ?? '').filter(Boolean),
    sources: arxivId ? [{ source: 'arxiv', id: arxivId }] : [],
  };
}
