/** Seeded sampling of labelled papers for bench/grouping.ts. */
import type { LabelledPaper } from './groupingData.js';
import { seededRandom } from './seededRandom.js';

/** Labels need this many papers to be drawn (the largest share of an 80-paper, 3-label sample). */
const MIN_LABEL_PAPERS = 27;

function shuffle<T>(items: readonly T[], next: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/**
 * One sample: 3–6 labels (among those with enough papers), 30–80 papers split as evenly as
 * possible between them, in shuffled order.
 */
export function drawSample(papers: readonly LabelledPaper[], seed: number): LabelledPaper[] {
  const next = seededRandom(seed);
  const byLabel = new Map<string, LabelledPaper[]>();
  for (const p of papers) byLabel.set(p.label, [...(byLabel.get(p.label) ?? []), p]);
  const eligible = [...byLabel.keys()].filter((l) => byLabel.get(l)!.length >= MIN_LABEL_PAPERS).sort();
  const labelCount = Math.min(eligible.length, 3 + Math.floor(next() * 4));
  const total = 30 + Math.floor(next() * 51);
  const labels = shuffle(eligible, next).slice(0, labelCount);
  const sample = labels.flatMap((label, i) => {
    const share = Math.floor(total / labelCount) + (i < total % labelCount ? 1 : 0);
    return shuffle(byLabel.get(label)!, next).slice(0, share);
  });
  return shuffle(sample, next);
}
