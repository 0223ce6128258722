import { isGenericTerm } from './genericTerms.js';
import type { TermVectors } from './termVectors.js';

/** A term that characterises a cluster, with the number of its papers that use it. */
export interface ClusterTerm {
  key: string;
  /** The form written most often in the cluster's papers. */
  label: string;
  papers: number;
}

/** A term must be used by this share of a cluster's papers to describe it. */
const MIN_SHARE = 0.3;
/** Phrases read better than single words; they win over a word of near-equal weight. */
const PHRASE_BONUS = 1.3;

/** Every word capitalised: how titles and sentence starts write words, not how the term is spelt. */
function isTitleCase(form: string): boolean {
  return form.split(' ').every((w) => /^\p{Lu}\p{Ll}*$/u.test(w));
}

/** Weight of a Title Case form against one written mid-sentence ("Suicide Risk" vs "suicide risk"). */
const TITLE_CASE_WEIGHT = 0.1;

/**
 * The most frequent way the cluster writes a term, preferring forms written mid-sentence, so
 * "Suicide Risk" of the titles reads "suicide risk" while "BLEU" and "Arabic" keep their case.
 */
function mostCommonForm(forms: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const f of forms) counts.set(f, (counts.get(f) ?? 0) + (isTitleCase(f) ? TITLE_CASE_WEIGHT : 1));
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]![0];
}

function distinctiveness(tv: TermVectors, members: readonly number[]): Map<number, { score: number; papers: number }> {
  const inside = new Set(members);
  const outsideCount = Math.max(1, tv.vectors.length - members.length);
  const stats = new Map<number, { score: number; papers: number }>();
  tv.vectors.forEach((vector, doc) => {
    for (const [id, w] of vector) {
      const s = stats.get(id) ?? { score: 0, papers: 0 };
      if (inside.has(doc)) {
        s.score += w / members.length;
        s.papers++;
      } else {
        s.score -= w / outsideCount;
      }
      stats.set(id, s);
    }
  });
  return stats;
}

/** Whether one term's words contain the other's (a phrase and one of its words). */
function overlaps(a: string, b: string): boolean {
  const wa = a.split(' ');
  const wb = b.split(' ');
  return wa.some((w) => wb.includes(w));
}

/**
 * The terms that set a cluster apart: mean TF-IDF weight inside minus outside, used by at
 * least 30% of its papers (and two, when it has two), never generic research words; a phrase
 * replaces its own words. Best first, at most `count`.
 */
export function clusterTerms(tv: TermVectors, members: readonly number[], count: number): ClusterTerm[] {
  const minPapers = Math.max(Math.min(2, members.length), Math.ceil(MIN_SHARE * members.length));
  const ranked = [...distinctiveness(tv, members)]
    .filter(([id, s]) => s.papers >= minPapers && s.score > 0 && !tv.keys[id]!.split(' ').every(isGenericTerm))
    .map(([id, s]) => ({ id, papers: s.papers, score: s.score * (tv.isPhrase[id] ? PHRASE_BONUS : 1) }))
    .sort((a, b) => b.score - a.score || a.id - b.id);
  let chosen: Array<{ id: number; papers: number }> = [];
  for (const candidate of ranked) {
    if (chosen.length >= count) break;
    const clashes = chosen.filter((c) => overlaps(tv.keys[c.id]!, tv.keys[candidate.id]!));
    if (clashes.length === 0) {
      chosen.push(candidate);
    } else if (tv.isPhrase[candidate.id] && clashes.every((c) => !tv.isPhrase[c.id])) {
      // The phrase takes the place of the first word it contains; its other words go.
      const at = chosen.indexOf(clashes[0]!);
      chosen = chosen.flatMap((c, i) => (i === at ? [candidate] : clashes.includes(c) ? [] : [c]));
    }
  }
  return chosen.map(({ id, papers }) => ({
    key: tv.keys[id]!,
    papers,
    label: mostCommonForm(members.flatMap((doc) => tv.surfaces[doc]!.get(id) ?? [])),
  }));
}
