/**
 * How much a translated word counts in a query, next to a word the user typed (weight 1). Chosen on
 * the development half of the Chinese LitSearch/PaSa queries (docs/benchmarks-search.md).
 */
export interface TranslationWeights {
  /** A terminology entry (its English forms share this). */
  term: number;
  /** A general-dictionary word (its senses share this: the right one is unknown). */
  dict: number;
  /** Factor for a dictionary word of one character (a character has many unrelated senses). */
  singleChar: number;
  /** Dictionary senses used per word, the first ones (later senses are rarer and each adds postings to score). */
  maxSenses: number;
  /**
   * An English phrase's Chinese counterpart, searched in Chinese records (its words share this). Kept
   * low: an English corpus has abstracts with Chinese in them, which must not outrank English matches.
   */
  reverse: number;
  /**
   * Factor for the query's own Chinese terms once it is translated: one Chinese word is searched as
   * several overlapping bigrams plus the word, its English as one or two words, so unscaled the
   * Chinese side outweighs the English one (and any abstract with a few Chinese characters wins).
   */
  original: number;
}

/** The weights the search uses by default. */
export const DEFAULT_TRANSLATION_WEIGHTS: TranslationWeights = {
  term: 1,
  dict: 0.5,
  singleChar: 0.5,
  maxSenses: 3,
  reverse: 0.2,
  original: 0.5,
};
