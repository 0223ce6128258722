import type { CitationStyle } from '@inkstone/shared/api/writing';
import { formatReferences } from '../../literature/formats/formatReferences.js';
import { DEFAULT_CHINESE_STYLE_ID, findCitationStyle } from '../../literature/formats/styles.js';
import type { FormatEntries } from './referenceList.js';

// The writing flow's style names → the CSL styles of the literature module. GB/T 7714 is the 2025
// edition, numeric (the default for Chinese): the review cites by number in that style.
const CSL_STYLE_IDS: Record<CitationStyle, string> = {
  apa: 'apa',
  ieee: 'ieee',
  mla: 'modern-language-association',
  chicago: 'chicago-author-date',
  gbt7714: DEFAULT_CHINESE_STYLE_ID,
};

/** Reference entries formatted by the CSL processor (the same one the library's exports use). */
export const formatWithCsl: FormatEntries = (papers, style) => {
  const csl = findCitationStyle(CSL_STYLE_IDS[style]);
  if (!csl) throw new Error(`no CSL style for ${style}`);
  return new Map(formatReferences(papers, csl).map((entry) => [entry.bibkey, entry.text]));
};
