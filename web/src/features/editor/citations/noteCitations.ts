import { plainText, type PmNode } from '../converters/pmJson';

/** One entry of a note's bibliography, formatted in the note's style. */
export interface BibliographyEntry {
  bibkey: string;
  text: string;
  /** The entry as HTML (italics), when the rendering was made for an export. */
  html?: string;
  /** The reference is no longer in the library: it was rendered from the note's own copy. */
  isMissing: boolean;
}

/**
 * What exports need besides the document: the bibliography in the note's style and the cited
 * references as a BibTeX file. Citation labels live on the citation nodes (`attrs.label`), kept
 * current by the editor, so converters read them there.
 */
export interface NoteCitations {
  /** The CSL style id the labels and the bibliography are in. */
  style: string;
  /** Numeric styles number citations ([1]); author-date styles name them (Smith, 2020). */
  isNumeric: boolean;
  bibliography: BibliographyEntry[];
  /** refs.bib: every cited reference, in bibliography order. */
  bibtex: string;
  /**
   * Every cited reference as a CSL-JSON item whose `id` is its bibkey: what a Word file embeds in
   * its Zotero citation fields. Absent where an export needs none.
   */
  items?: Record<string, unknown>[];
}

const CJK = /\p{Script=Han}/u;

/** The bibliography's heading in the document's language: 参考文献 for a Chinese text, else References. */
export function referencesHeading(doc: PmNode): string {
  return CJK.test(plainText(doc)) ? '参考文献' : 'References';
}
