import type { PaperDto } from '@inkstone/shared/api/papers';
import type { CitationStyle, ReferenceEntry, ReviewSectionDto } from '@inkstone/shared/api/writing';
import type { Language } from '@inkstone/shared/constants';
import { buildReferenceList, type FormatEntries } from '../citations/referenceList.js';
import { citationOrder, renderCitations } from '../citations/renderCitations.js';

const REFERENCES_HEADING: Record<Language, string> = { en: 'References', cn: '参考文献' };

/**
 * The review as the reader sees it: the written sections in outline order with their `[@key]`
 * citations rendered in `style`, then the reference list of exactly the cited papers. Without
 * `format` the list is left out: formatting with the CSL processor takes about a second for 200
 * papers, so the text so far is shown without it and the list is built once, at the end.
 */
export function assembleReview(
  sections: readonly ReviewSectionDto[],
  papers: readonly PaperDto[],
  opts: { style: CitationStyle; language: Language; format?: FormatEntries },
): { markdown: string; references: ReferenceEntry[] } {
  const texts = sections.filter((s) => s.status === 'done').map((s) => s.text.trim());
  if (texts.length === 0) return { markdown: '', references: [] };
  const byKey = new Map(papers.map((p) => [p.bibkey, p]));
  const order = citationOrder(texts).filter((k) => byKey.has(k));
  const numbering = new Map(order.map((key, i) => [key, i + 1]));
  const references = opts.format ? buildReferenceList(order, byKey, opts.style, opts.format) : [];
  const body = texts.map((t) => renderCitations(t, opts.style, byKey, numbering)).join('\n\n');
  const list = references.length
    ? `\n\n## ${REFERENCES_HEADING[opts.language]}\n\n${references.map((r) => r.text).join('\n\n')}`
    : '';
  return { markdown: `${body}${list}\n`, references };
}
