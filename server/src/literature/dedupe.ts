import { foldText } from './asciiFold.js';
import { normalizeArxivId, normalizeDoi } from './identifiers.js';
import { authorFamily, type PaperInput, type PaperSource } from './paper.js';

/** Normalised title: folded, letters/digits only (CJK kept), single spaces. */
export function normalizeTitle(title: string): string {
  return foldText(title)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The identity keys of a paper, strongest first: DOI, arXiv id, title + first author + year. */
export function identityKeys(paper: PaperInput): string[] {
  const keys: string[] = [];
  const doi = normalizeDoi(paper.doi);
  if (doi) keys.push(`doi:${doi}`);
  const arxiv = normalizeArxivId(paper.arxivId);
  if (arxiv) keys.push(`arxiv:${arxiv}`);
  const title = normalizeTitle(paper.title);
  if (title) {
    const first = paper.authors[0];
    const family = first ? normalizeTitle(authorFamily(first)) : '';
    keys.push(`title:${title}|${family}|${paper.year ?? ''}`);
  }
  return keys;
}

function richer(a: string | null, b: string | null): string | null {
  if (!a) return b;
  if (!b) return a;
  return b.length > a.length ? b : a;
}

function mergeSources(a: PaperSource[], b: PaperSource[]): PaperSource[] {
  const seen = new Set(a.map((s) => `${s.source}\u0000${s.id}`));
  return [...a, ...b.filter((s) => !seen.has(`${s.source}\u0000${s.id}`))];
}

/**
 * Merges two records of the same paper: every identifier and source id is kept, the longer of
 * two texts (abstract, venue, URLs), the longer author list, the higher citation count, the union of
 * the two references; the first record's title wins unless it has none.
 */
export function mergePapers(a: PaperInput, b: PaperInput): PaperInput {
  return {
    title: a.title || b.title,
    authors: b.authors.length > a.authors.length ? b.authors : a.authors,
    year: a.year ?? b.year,
    venue: richer(a.venue, b.venue),
    abstract: richer(a.abstract, b.abstract),
    doi: normalizeDoi(a.doi) ?? normalizeDoi(b.doi),
    arxivId: normalizeArxivId(a.arxivId) ?? normalizeArxivId(b.arxivId),
    pmid: a.pmid ?? b.pmid,
    openalexId: a.openalexId ?? b.openalexId,
    s2Id: a.s2Id ?? b.s2Id,
    url: a.url ?? b.url,
    pdfUrl: a.pdfUrl ?? b.pdfUrl,
    citationCount:
      Math.max(a.citationCount ?? -1, b.citationCount ?? -1) >= 0
        ? Math.max(a.citationCount ?? 0, b.citationCount ?? 0)
        : null,
    language: a.language ?? b.language,
    keywords: [...new Set([...a.keywords, ...b.keywords])],
    sources: mergeSources(a.sources, b.sources),
    // Field by field, the first record's value winning: Crossref's pages fill OpenAlex's gaps.
    csl: a.csl && b.csl ? { ...b.csl, ...a.csl } : (a.csl ?? b.csl ?? null),
  };
}

/**
 * Collapses duplicate records across sources. Two records are the same paper when they share
 * a DOI, an arXiv id, or normalised title + first author + year; matches are transitive (a
 * record that links two groups merges them, union–find). Output keeps first-seen order, and
 * the earlier record of a pair leads the merge.
 */
export function dedupePapers(papers: readonly PaperInput[]): PaperInput[] {
  const records: Array<PaperInput | null> = [...papers];
  const parent = papers.map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]!]!;
    return i;
  };
  const owner = new Map<string, number>();
  papers.forEach((paper, i) => {
    for (const key of identityKeys(paper)) {
      const other = owner.get(key);
      if (other === undefined) {
        owner.set(key, i);
        continue;
      }
      const [a, b] = [find(other), find(i)];
      if (a === b) continue;
      const [root, child] = a < b ? [a, b] : [b, a];
      parent[child] = root;
      records[root] = mergePapers(records[root]!, records[child]!);
      records[child] = null;
    }
  });
  return records.filter((r): r is PaperInput => r !== null);
}
