import { contentWords, type Words } from './textTerms.js';

/** What the words of a paper are read from. */
export interface PhraseSource {
  title: string;
  abstract: string | null;
  keywords?: readonly string[];
}

/** A paper's content words by field, segmented once for both clustering and naming. */
export interface PaperWords {
  title: Words;
  abstract: Words;
  keywords: Words[];
}

/** The content words of a paper's title, abstract and keywords. */
export function paperWords(paper: PhraseSource): PaperWords {
  return {
    title: contentWords(paper.title),
    abstract: paper.abstract ? contentWords(paper.abstract) : [],
    keywords: (paper.keywords ?? []).map((k) => contentWords(k)),
  };
}

/**
 * What clustering reads of a paper: the title twice (the author's own summary weighs like a
 * second abstract), the abstract and the keywords, a break between parts.
 */
export function vectorWords(words: PaperWords): Words {
  return [words.title, words.title, words.abstract, ...words.keywords].flatMap((part) => [...part, null]);
}
