import type { PaperPhrases } from './paperPhrases.js';
import { mostCommonForm } from './writtenForm.js';

/** A phrase that characterises a group, with the group's papers that use it. */
export interface SectionPhrase {
  key: string;
  /** The form written most often in the group's papers. */
  label: string;
  /** Indexes (into the papers) of the group's papers that use it. */
  papers: number[];
}

/** Score factor per word beyond two: a longer phrase used by the same papers names their topic better. */
const LENGTH_BONUS = 0.15;
/** Phrases of titles and keywords are the authors' own names for their topic. */
const HEADLINE_BONUS = 0.5;

/** Which papers use each phrase, over all papers. */
export function phraseIndex(docs: readonly PaperPhrases[]): Map<string, number[]> {
  const index = new Map<string, number[]>();
  docs.forEach((doc, i) => {
    for (const key of doc.forms.keys()) {
      const papers = index.get(key);
      if (papers) papers.push(i);
      else index.set(key, [i]);
    }
  });
  return index;
}

interface Scored {
  key: string;
  papers: number[];
  score: number;
}

function scorePhrases(
  docs: readonly PaperPhrases[],
  index: ReadonlyMap<string, number[]>,
  members: readonly number[],
  minPapers: number,
): Scored[] {
  const inside = new Set(members);
  const outside = Math.max(1, docs.length - members.length);
  const keys = new Set(members.flatMap((m) => [...docs[m]!.forms.keys()]));
  const scored: Scored[] = [];
  for (const key of keys) {
    const papers = index.get(key)!.filter((d) => inside.has(d));
    if (papers.length < minPapers) continue;
    const coverage = papers.length / members.length;
    const elsewhere = (index.get(key)!.length - papers.length) / outside;
    if (coverage <= elsewhere) continue;
    const headline = papers.filter((d) => docs[d]!.headline.has(key)).length / papers.length;
    const words = key.split(' ').length;
    const score =
      coverage * (coverage - elsewhere) * (1 + LENGTH_BONUS * (words - 2)) * (1 + HEADLINE_BONUS * headline);
    scored.push({ key, papers, score });
  }
  return scored.sort((a, b) => b.score - a.score || (a.key < b.key ? -1 : 1));
}

/** Whether two phrases share a word (one would repeat the other in a name). */
function overlaps(a: string, b: string): boolean {
  const words = new Set(a.split(' '));
  return b.split(' ').some((w) => words.has(w));
}

/** What sectionPhrases picks. */
export interface PhrasePick {
  count: number;
  /** Papers of the group that must use a phrase (capped at the group's size). */
  minPapers: number;
  /** Narrows the candidates (e.g. to the group's language). */
  accept?: (key: string, label: string) => boolean;
}

/**
 * The phrases that set a group apart, best first, at most `count`: used by more of the group's
 * papers than of the others (and by `minPapers`), scored by coverage × (coverage − share
 * elsewhere), longer and title/keyword phrases preferred; no two share a word.
 */
export function sectionPhrases(
  docs: readonly PaperPhrases[],
  index: ReadonlyMap<string, number[]>,
  members: readonly number[],
  { count, minPapers, accept = () => true }: PhrasePick,
): SectionPhrase[] {
  const chosen: SectionPhrase[] = [];
  const scored = scorePhrases(docs, index, members, Math.min(minPapers, members.length));
  for (const { key, papers } of scored) {
    if (chosen.length >= count) break;
    if (chosen.some((c) => overlaps(c.key, key))) continue;
    const label = mostCommonForm(papers.flatMap((d) => docs[d]!.forms.get(key)!));
    if (accept(key, label)) chosen.push({ key, label, papers });
  }
  return chosen;
}
