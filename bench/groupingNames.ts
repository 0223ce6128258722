/**
 * Section-name checks of bench/grouping.ts (issue 17): whether a name contains a phrase of two
 * or more words written in its group's papers, and whether it contains a word of the one
 * generic-word list the naming itself obeys (server/src/agent/offline/genericTerms.ts).
 */
import { genericWordIn } from '../server/src/agent/offline/genericTerms.js';
import type { GroupablePaper } from '../server/src/agent/offline/groupPapersOffline.js';
import { contentWords } from '../server/src/agent/offline/textTerms.js';

/** "机器翻译（machine translation）" or "news report (新闻报道)": a phrase with its original beside. */
const TRANSLATED_RE = /（[^）]*\p{Script=Latin}[^）]*）|\(\p{sc=Han}[^)]*\)/u;

/** Adjacent content-word pairs of a text, as index keys ("machin translat"). */
function wordPairs(text: string): Set<string> {
  const words = contentWords(text);
  const pairs = new Set<string>();
  words.forEach((word, i) => {
    const next = words[i + 1];
    if (word && next) pairs.add(`${word.key} ${next.key}`);
  });
  return pairs;
}

/** How many of the papers have two adjacent words of the name adjacent in their text too. */
export function papersWithNamePhrase(name: string, papers: readonly GroupablePaper[]): number {
  const wanted = wordPairs(name);
  return papers.filter((p) => {
    const pairs = wordPairs([p.title, p.abstract ?? '', ...(p.keywords ?? [])].join(' | '));
    return [...wanted].some((pair) => pairs.has(pair));
  }).length;
}

/** Running shares of names with a paper phrase and names with a generic word. */
export class NameTally {
  private names = 0;
  private withPhrase = 0;
  private withSharedPhrase = 0;
  private withGeneric = 0;
  private withTranslation = 0;
  readonly genericExamples: string[] = [];
  readonly phraselessExamples: string[] = [];

  /** Counts one group's name against its papers. */
  add(name: string, papers: readonly GroupablePaper[]): void {
    this.names++;
    const using = papersWithNamePhrase(name, papers);
    if (using > 0) this.withPhrase++;
    else this.phraselessExamples.push(name);
    if (using >= Math.min(2, papers.length)) this.withSharedPhrase++;
    if (TRANSLATED_RE.test(name)) this.withTranslation++;
    const generic = genericWordIn(name);
    if (generic !== null) {
      this.withGeneric++;
      this.genericExamples.push(`${name} [${generic}]`);
    }
  }

  get phraseShare(): number {
    return this.withPhrase / Math.max(1, this.names);
  }

  /** Names whose phrase two of the group's papers use (one, for a group of one). */
  get sharedShare(): number {
    return this.withSharedPhrase / Math.max(1, this.names);
  }

  /** Names with a phrase translated into the UI language, the original beside. */
  get translatedShare(): number {
    return this.withTranslation / Math.max(1, this.names);
  }

  get genericShare(): number {
    return this.withGeneric / Math.max(1, this.names);
  }
}
