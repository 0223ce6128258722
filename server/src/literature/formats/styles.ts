/** A citation style Inkstone formats references in; the CSL file ships in ./styles. */
export interface CitationStyle {
  /** Stable id used by the API, the CSL file name without `.csl`. */
  id: string;
  label: string;
  /** `numeric` styles number the list ([1] …); `author-date` styles sort it by author and year. */
  kind: 'numeric' | 'author-date';
  /** The CSL locale the list is written in. */
  locale: 'en-US' | 'zh-CN';
  /**
   * GB/T 7714 writes each entry in its own language: "等" after Chinese authors, "et al." after
   * Western ones (§8.1.2 "或与之相应的词"), so Chinese entries are rendered with the zh-CN terms and
   * the rest with en-US.
   */
  isPerEntryLanguage: boolean;
  /**
   * GB/T 7714 has no preprint type; an arXiv preprint is an online electronic bulletin [EB/OL]
   * (§4 文献类型标识), which the CSL `webpage` type gives. Other styles use CSL's preprint type.
   */
  preprintCslType: 'article' | 'webpage';
}

const english = { locale: 'en-US', isPerEntryLanguage: false, preprintCslType: 'article' } as const;
const gbt7714 = { locale: 'zh-CN', isPerEntryLanguage: true, preprintCslType: 'webpage' } as const;

/** Every style the API offers, in menu order. */
export const CITATION_STYLES: readonly CitationStyle[] = [
  { id: 'apa', label: 'APA 7th edition', kind: 'author-date', ...english },
  { id: 'ieee', label: 'IEEE', kind: 'numeric', ...english },
  { id: 'modern-language-association', label: 'MLA 9th edition', kind: 'author-date', ...english },
  { id: 'chicago-author-date', label: 'Chicago 17th edition (author-date)', kind: 'author-date', ...english },
  {
    id: 'china-national-standard-gb-t-7714-2015-numeric',
    label: 'GB/T 7714-2015 (numeric)',
    kind: 'numeric',
    ...gbt7714,
  },
  {
    id: 'china-national-standard-gb-t-7714-2015-author-date',
    label: 'GB/T 7714-2015 (author-date)',
    kind: 'author-date',
    ...gbt7714,
  },
];

/** The style with this id, or undefined. */
export function findCitationStyle(id: string): CitationStyle | undefined {
  return CITATION_STYLES.find((style) => style.id === id);
}
