import { useTranslation } from 'react-i18next';
import type { CitationStyle, FlagReason, WritingKind } from '@inkstone/shared/api/writing';
import type { Language } from '@inkstone/shared/constants';

/** The words shown for the writing flow's enumerations, in the interface language. */
export function useWritingLabels() {
  const { t } = useTranslation();
  const kinds: [WritingKind, string][] = [
    ['literatureReview', t('Literature review')],
    ['relatedWork', t('Related-work section')],
    ['thesisChapter', t('Thesis chapter')],
  ];
  // Style names are proper names, the same in every language; only their variant is translated.
  const styles: [CitationStyle, string][] = [
    ['apa', 'APA'],
    ['ieee', 'IEEE'],
    ['mla', 'MLA'],
    ['chicago', `Chicago (${t('author-date')})`],
    ['gbt7714', `GB/T 7714 (${t('numeric')})`],
  ];
  // Each language by its own name, as language pickers show them.
  const languages: [Language, string][] = [
    ['en', 'English'],
    ['cn', '中文'],
  ];
  const flagReasons: Record<FlagReason, string> = {
    invented_citation: t('Cited a paper outside your sources; the citation was removed'),
    unsupported: t('The cited abstract does not support this sentence'),
    unverifiable: t('Could not be checked against an abstract'),
  };
  return { kinds, styles, languages, flagReasons };
}
