import type { DocumentMetadata } from '../metadata/extractMetadata.js';
import type { Passage } from '../toPassages.js';
import type { ExpectedDocument } from './documentFixtures.js';

/** How one document's extraction compares with its expected values; null where nothing is expected. */
export interface DocumentScore {
  title: boolean | null;
  doi: boolean | null;
  firstAuthor: boolean | null;
  /** The reference count within 10 % of the expected one. */
  referenceCount: boolean | null;
  anchorsFound: number;
  anchorsTotal: number;
  missedAnchors: string[];
}

/**
 * Scores metadata and passages against a fixture's expected values: the title compared without
 * case, spacing or punctuation; the DOI wherever one is printed (and none invented where none
 * is); every page anchor found in a passage whose page range covers its page.
 */
export function scoreDocument(expected: ExpectedDocument, meta: DocumentMetadata, passages: Passage[]): DocumentScore {
  const anchors = expected.page_anchors ?? [];
  const missedAnchors = anchors
    .filter(
      (a) => !passages.some((p) => collapse(p.text).includes(a.text) && p.pageFrom <= a.page && a.page <= p.pageTo),
    )
    .map((a) => `p${a.page}: ${a.text}`);
  const family = expected.first_author?.family_name;
  const count = expected.references?.count;
  return {
    title: expected.title === null ? null : normaliseTitle(meta.title ?? '') === normaliseTitle(expected.title),
    doi: expected.doi === null ? (meta.doi === null ? null : false) : meta.doi === expected.doi.toLowerCase(),
    firstAuthor: family ? meta.authors[0]?.family === family : null,
    referenceCount: count ? Math.abs((meta.references?.count ?? 0) - count) <= count * 0.1 : null,
    anchorsFound: anchors.length - missedAnchors.length,
    anchorsTotal: anchors.length,
    missedAnchors,
  };
}

/** A title without case, whitespace or punctuation, for comparing titles as printed. */
export function normaliseTitle(title: string): string {
  return title.toLowerCase().replace(/[\s\p{P}\p{S}]+/gu, '');
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ');
}
