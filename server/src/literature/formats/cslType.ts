import type { Paper } from '../paper.js';

/** What kind of publication a paper is, inferred from its venue and ids (the model stores no type). */
export type PaperKind = 'preprint' | 'conference' | 'journal' | 'other';

const CONFERENCE_VENUE =
  /\b(proceedings|proc\.|conference|workshop|symposium|meeting|congress|colloquium|findings of)\b|会议|论文集/i;

/** Preprint when only arXiv knows it, conference or journal by the venue's words, else other. */
export function paperKind(paper: Pick<Paper, 'venue' | 'arxivId'>): PaperKind {
  const venue = paper.venue?.trim() ?? '';
  if (paper.arxivId && (!venue || /arxiv/i.test(venue))) return 'preprint';
  if (!venue) return 'other';
  return CONFERENCE_VENUE.test(venue) ? 'conference' : 'journal';
}

/** The CSL type of a kind: a preprint is CSL's `article` (GB/T styles print it as [EB/OL]). */
export function cslTypeOf(kind: PaperKind): string {
  switch (kind) {
    case 'preprint':
      return 'article';
    case 'conference':
      return 'paper-conference';
    case 'journal':
      return 'article-journal';
    default:
      return 'document';
  }
}
