import type { ScoredPaper } from '../../literature/catalog.js';
import { isKept, offlineJudgements, type Judged } from './filterPapers.js';

/**
 * What a search has found while it runs, so that a run the user stops keeps it (issue 21: a stopped
 * run stays in the history with its papers). Fed by the run as its steps complete; `papers()` answers
 * the papers to keep, at most `maxPapers`:
 * - once the filter finished, the papers it kept;
 * - while it runs, the papers it kept so far (best first), then the candidates it had not judged yet
 *   in search-rank order, each saying it was not judged by AI. Papers it judged and rejected stay out;
 * - before any candidates were gathered, nothing.
 * `Shown` is a paper as the session stores it (the run's AgentPaper).
 */
export class FoundSoFar<Shown> {
  private candidates: readonly ScoredPaper[] = [];
  private readonly judged = new Map<string, Judged>();
  private filtered: Judged[] | undefined;
  private present: (judged: Judged) => Shown = () => {
    throw new Error('no candidates were gathered');
  };

  constructor(private readonly maxPapers: number) {}

  /** The candidates the sources answered, in search-rank order, and how a judged one is shown. */
  gathered(candidates: readonly ScoredPaper[], present: (judged: Judged) => Shown): void {
    this.candidates = candidates;
    this.present = present;
  }

  /** One batch's judgements. */
  judgedBatch(judgements: readonly Judged[]): void {
    for (const j of judgements) this.judged.set(j.paper.bibkey, j);
  }

  /** The filter's final answer. */
  filterDone(kept: Judged[]): void {
    this.filtered = kept;
  }

  /** The papers to keep with a stopped run. */
  papers(): Shown[] {
    return this.judgements().map((j) => this.present(j));
  }

  private judgements(): Judged[] {
    if (this.filtered) return this.filtered;
    const kept = [...this.judged.values()].filter(isKept).sort((a, b) => b.relevance - a.relevance);
    const room = Math.max(0, this.maxPapers - kept.length);
    const unjudged = this.candidates.filter((c) => !this.judged.has(c.paper.bibkey));
    const byRank = offlineJudgements(unjudged, room);
    const ranked = unjudged.slice(0, room).map((c) => byRank.get(c.paper.bibkey)!);
    return [...kept.slice(0, this.maxPapers), ...ranked];
  }
}
