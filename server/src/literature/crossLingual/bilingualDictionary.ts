/** Where a translation comes from: the hand-written field terminology or the general dictionary. */
export type SenseOrigin = 'term' | 'dict';

/** The English renderings of one Chinese word, from one origin, first the usual one. */
export interface Senses {
  origin: SenseOrigin;
  english: string[];
}

/** A word list: key → `a|b|c`. */
export interface WordTable {
  get(key: string): string | undefined;
}

/** Longest headword looked up while segmenting (longer terminology entries are rare and still found whole). */
export const MAX_WORD_CHARS = 12;

/** Longest English phrase looked up for its Chinese (in words). */
export const MAX_ENGLISH_WORDS = 5;

/**
 * Chinese ↔ English word lists: the terminology list first (it names the field's concepts), the
 * general dictionary (the CC-CEDICT subset, both directions) second.
 */
export class BilingualDictionary {
  private readonly termsByEnglish = new Map<string, string[]>();

  constructor(
    private readonly terms: ReadonlyMap<string, string>,
    private readonly general: WordTable,
    private readonly generalByEnglish: WordTable,
  ) {
    for (const [zh, en] of terms) {
      for (const form of en.split('|')) {
        const key = englishKey(form);
        const list = this.termsByEnglish.get(key) ?? [];
        if (!list.includes(zh)) this.termsByEnglish.set(key, [...list, zh]);
      }
    }
  }

  /** Whether a Chinese string is a headword of either list. */
  has(word: string): boolean {
    return this.terms.has(word) || this.general.get(word) !== undefined;
  }

  /** Whether a Chinese string is a terminology headword. */
  isTerm(word: string): boolean {
    return this.terms.has(word);
  }

  /** English renderings of a Chinese word: the terminology's if it has them, else the dictionary's. */
  senses(word: string): Senses | null {
    const term = this.terms.get(word);
    if (term !== undefined) return { origin: 'term', english: term.split('|') };
    const general = this.general.get(word);
    return general === undefined ? null : { origin: 'dict', english: general.split('|') };
  }

  /** Chinese words for an English phrase: the terminology's if it has them, else the dictionary's. */
  chineseFor(english: string): readonly string[] {
    const key = englishKey(english);
    return this.termsByEnglish.get(key) ?? this.generalByEnglish.get(key)?.split('|') ?? [];
  }
}

/** Lowercased, single-spaced English, the form both reverse lists are keyed by. */
export function englishKey(english: string): string {
  return english.toLowerCase().replace(/\s+/g, ' ').trim();
}
