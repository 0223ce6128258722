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
   * Western ones (§8.1.2 "或与之相应的词"). Its styles pick the layout by the item's language
   * (a CSL-M `layout locale="en"`), so every item must say whether it is Chinese.
   */
  isPerEntryLanguage: boolean;
  /** The GB/T 7714 edition whose post-processing rules apply (gbt7714Rules.ts), if any. */
  gbt7714?: 2015 | 2025;
}

const english = { locale: 'en-US', isPerEntryLanguage: false } as const;
const gbt7714 = { locale: 'zh-CN', isPerEntryLanguage: true } as const;

/** Every style the API offers, in menu order. */
export const CITATION_STYLES: readonly CitationStyle[] = [
  { id: 'apa', label: 'APA 7th edition', kind: 'author-date', ...english },
  { id: 'ieee', label: 'IEEE', kind: 'numeric', ...english },
  { id: 'modern-language-association', label: 'MLA 9th edition', kind: 'author-date', ...english },
  { id: 'chicago-author-date', label: 'Chicago 17th edition (author-date)', kind: 'author-date', ...english },
  { id: 'gb-t-7714-2025-numeric', label: 'GB/T 7714—2025 (顺序编码制)', kind: 'numeric', gbt7714: 2025, ...gbt7714 },
  {
    id: 'gb-t-7714-2025-author-year',
    label: 'GB/T 7714—2025 (著者-出版年制)',
    kind: 'author-date',
    gbt7714: 2025,
    ...gbt7714,
  },
  { id: 'gb-t-7714-2015-numeric', label: 'GB/T 7714—2015 (顺序编码制)', kind: 'numeric', gbt7714: 2015, ...gbt7714 },
  {
    id: 'gb-t-7714-2015-author-year',
    label: 'GB/T 7714—2015 (著者-出版年制)',
    kind: 'author-date',
    gbt7714: 2015,
    ...gbt7714,
  },
];

/** The default style for Chinese writing: the edition in force since 2026-07-01, numeric. */
export const DEFAULT_CHINESE_STYLE_ID = 'gb-t-7714-2025-numeric';

// Ids of the CSL project's GB/T 7714—2015 styles that Inkstone offered before; saved choices keep working.
const FORMER_IDS: Record<string, string> = {
  'china-national-standard-gb-t-7714-2015-numeric': 'gb-t-7714-2015-numeric',
  'china-national-standard-gb-t-7714-2015-author-date': 'gb-t-7714-2015-author-year',
};

/** The style with this id (or a former id), or undefined. */
export function findCitationStyle(id: string): CitationStyle | undefined {
  const current = FORMER_IDS[id] ?? id;
  return CITATION_STYLES.find((style) => style.id === current);
}
