import { z } from 'zod';
import type { Language } from '@inkstone/shared/constants';
import type { ScoredPaper } from '../../literature/catalog.js';
import type { Paper } from '../../literature/paper.js';
import { buildAgentFilterPrompt } from '../../llm/prompts/agentFilter.v1.js';
import type { AgentModel } from '../agentModel.js';
import { batchesOf, mapConcurrent } from './mapConcurrent.js';
import { toPromptPaper } from './promptPaper.js';

/** A candidate with its relevance judgement. */
export interface Judged {
  paper: Paper;
  relevance: number;
  reason: string;
  /** True when the model judged it; false when the search rank stands in (offline or fallback). */
  byModel: boolean;
}

/** Scores at or above this are kept (0.5 = "useful background" in the prompt). */
export const KEEP_SCORE = 0.5;
/** Model calls of the filter in flight at once; with the batch sizes below one wave covers 200 candidates. */
export const FILTER_CONCURRENCY = 8;
const BATCH_MIN = 8;
const BATCH_MAX = 25;

const FilterAnswer = z.object({
  judgements: z.array(
    z.object({ ref: z.coerce.string(), score: z.coerce.number().min(0).max(1), reason: z.string().default('') }),
  ),
});

/** What the filter produced: the kept papers ranked, and how many batches (and papers) the model judged. */
export interface FilterOutcome {
  kept: Judged[];
  modelBatches: number;
  batches: number;
  byModel: number;
}

/**
 * Judges the candidates in concurrent batches with the model (title + abstract, score and a
 * one-line reason); a batch the model cannot judge falls back to the search ranking. Keeps the
 * relevant ones ranked by score, at most `maxPapers`. `onBatch` reports progress after each batch.
 */
export async function filterPapers(
  model: AgentModel | undefined,
  topic: string,
  candidates: readonly ScoredPaper[],
  opts: {
    language: Language;
    maxPapers: number;
    /** After each batch: candidates gone through, kept, and judged by the model (the rest ranked by search score). */
    onBatch: (judged: number, kept: number, byModel: number) => void;
    /** Called with each batch's kept papers as soon as it is judged (translation starts on them). */
    onKept?: (kept: Judged[]) => void;
    /** Called with each batch's judgements, kept or not (a stopped run keeps what was judged). */
    onJudged?: (judged: Judged[]) => void;
  },
): Promise<FilterOutcome> {
  const fallback = offlineJudgements(candidates, opts.maxPapers);
  const batches = batchesOf(candidates, FILTER_CONCURRENCY, BATCH_MIN, BATCH_MAX);
  let judged = 0;
  let kept = 0;
  let modelBatches = 0;
  let judgedByModel = 0;
  const results = await mapConcurrent(batches, FILTER_CONCURRENCY, async (batch) => {
    const byModel = model ? await judgeBatch(model, topic, batch, opts.language) : undefined;
    if (byModel) {
      modelBatches++;
      judgedByModel += batch.length;
    }
    const out = byModel ?? batch.map((c) => fallback.get(c.paper.bibkey)!);
    judged += batch.length;
    opts.onJudged?.(out);
    const keptHere = out.filter(isKept);
    kept += keptHere.length;
    opts.onKept?.(keptHere);
    opts.onBatch(judged, kept, judgedByModel);
    return out;
  });
  const ranked = results
    .flat()
    .filter(isKept)
    .sort((a, b) => b.relevance - a.relevance);
  return { kept: ranked.slice(0, opts.maxPapers), modelBatches, batches: batches.length, byModel: judgedByModel };
}

/** Whether a judgement keeps its paper. */
export const isKept = (j: Judged) => j.relevance >= KEEP_SCORE;

async function judgeBatch(
  model: AgentModel,
  topic: string,
  batch: readonly ScoredPaper[],
  language: Language,
): Promise<Judged[] | undefined> {
  const prompt = buildAgentFilterPrompt(
    topic,
    batch.map((c, i) => toPromptPaper(c.paper, String(i + 1))),
    language,
  );
  const answer = await model.ask('filter', prompt, FilterAnswer, { useFastModel: true });
  if (!answer) return undefined;
  const byRef = new Map(answer.judgements.map((j) => [j.ref.replace(/[[\]\s]/g, ''), j]));
  // A paper the model skipped counts as not relevant: it was shown and not endorsed.
  return batch.map((c, i) => {
    const j = byRef.get(String(i + 1));
    return { paper: c.paper, relevance: j?.score ?? 0, reason: j?.reason.trim() ?? '', byModel: true };
  });
}

/**
 * The judgement without a model: the fused search rank decides. The top `maxPapers` are kept with a
 * relevance scaled from their fused score (into 0.5–1), the rest get 0; the reason says how it was ranked.
 */
export function offlineJudgements(candidates: readonly ScoredPaper[], maxPapers: number): Map<string, Judged> {
  const best = candidates[0]?.score ?? 1;
  return new Map(
    candidates.map((c, rank) => {
      const isTop = rank < maxPapers;
      const relevance = isTop ? KEEP_SCORE + (0.5 * c.score) / (best || 1) : 0;
      const reason = isTop ? `Search rank ${rank + 1} for the topic's key terms (not judged by AI).` : '';
      return [c.paper.bibkey, { paper: c.paper, relevance: Math.min(1, relevance), reason, byModel: false }];
    }),
  );
}
