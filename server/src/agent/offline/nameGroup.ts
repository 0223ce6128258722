import { groupReason, isChinese, sectionName, type PhraseTranslator, type ReasonLanguage } from './groupText.js';
import type { PaperPhrases } from './paperPhrases.js';
import { sectionPhrases, type SectionPhrase } from './sectionPhrases.js';
import { mostCommonForm, sentenceCase } from './writtenForm.js';

/** What naming reads of all the papers being grouped. */
export interface NamingInput {
  docs: readonly PaperPhrases[];
  /** Phrase key → papers using it (phraseIndex). */
  index: ReadonlyMap<string, number[]>;
  language: ReasonLanguage;
  translate?: PhraseTranslator;
  /** Words the papers write in lower case (sentenceCase). */
  lowercase: ReadonlySet<string>;
  /** Keys of phrases that already name a group: two sections never share a name. */
  taken: Set<string>;
}

/** A group's name, reason and phrases. */
export interface GroupNaming {
  name: string;
  reason: string;
  phrases: SectionPhrase[];
}

/** Phrases kept per group; the name and the reason use the first two. */
const TOP_PHRASES = 5;
/** A second phrase joins the name when at least this share of the group's papers use it. */
const SECOND_NAME_SHARE = 0.5;

/**
 * A phrase for a group whose papers share none: the one, among its papers' title and keyword
 * phrases (then any of their phrases), whose words most of the group's papers use (a rice
 * group's "水稻产量" when all use 水稻 and some 产量), in its papers' language when it can.
 */
function fallbackPhrase(
  docs: readonly PaperPhrases[],
  members: readonly number[],
  chinese: boolean,
  taken: ReadonlySet<string>,
): SectionPhrase[] {
  const wordDocs = new Map<string, Set<number>>();
  for (const m of members) {
    for (const key of docs[m]!.forms.keys()) {
      for (const word of key.split(' ')) wordDocs.set(word, (wordDocs.get(word) ?? new Set()).add(m));
    }
  }
  const score = (key: string) => {
    const words = key.split(' ');
    return words.reduce((sum, w) => sum + wordDocs.get(w)!.size, 0) / words.length;
  };
  const passes = [
    (m: number, key: string) => docs[m]!.headline.has(key) && isChinese(key) === chinese,
    (m: number, key: string) => isChinese(key) === chinese,
    () => true,
  ];
  for (const pass of passes) {
    let best: { key: string; score: number } | undefined;
    for (const m of members) {
      for (const key of docs[m]!.forms.keys()) {
        if (taken.has(key) || !pass(m, key)) continue;
        const s = score(key);
        if (!best || s > best.score || (s === best.score && key.length < best.key.length)) best = { key, score: s };
      }
    }
    if (best) {
      const papers = members.filter((m) => docs[m]!.forms.has(best.key));
      return [{ key: best.key, label: mostCommonForm(papers.flatMap((m) => docs[m]!.forms.get(best.key)!)), papers }];
    }
  }
  return [];
}

/** The group's phrases in its papers' language, shared by two papers or more; else fallbackPhrase. */
function groupPhrases(input: NamingInput, members: readonly number[], chinese: boolean): SectionPhrase[] {
  const shared = sectionPhrases(input.docs, input.index, members, {
    count: TOP_PHRASES,
    minPapers: 2,
    accept: (key, label) => !input.taken.has(key) && isChinese(label) === chinese,
  });
  return shared.length > 0 ? shared : fallbackPhrase(input.docs, members, chinese, input.taken);
}

/** Names a group of papers (indexes) by its phrases and says why its papers belong together. */
export function nameGroup(
  input: NamingInput,
  members: readonly number[],
  chinese: boolean,
  fallback: string,
): GroupNaming {
  const phrases = groupPhrases(input, members, chinese).map((p) => ({
    ...p,
    label: sentenceCase(p.label, input.lowercase),
  }));
  const [main, second] = phrases;
  const shown = main && second && second.papers.length >= 2 ? [main, second] : phrases.slice(0, 1);
  const named = second && second.papers.length >= SECOND_NAME_SHARE * members.length ? shown : shown.slice(0, 1);
  for (const phrase of named) input.taken.add(phrase.key);
  return {
    name: sectionName(named, input.language, fallback, input.translate),
    reason: groupReason(shown, members.length, input.language, input.translate),
    phrases,
  };
}
