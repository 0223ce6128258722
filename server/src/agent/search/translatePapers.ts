import { z } from 'zod';
import type { Language } from '@inkstone/shared/constants';
import type { Paper } from '../../literature/paper.js';
import { detectScript } from '../../llm/prompts/language.js';
import { buildAgentTranslatePrompt } from '../../llm/prompts/agentTranslate.v1.js';
import type { AgentModel } from '../agentModel.js';
import { concurrencyGate } from './mapConcurrent.js';
import { toPromptPaper } from './promptPaper.js';

/** A title and summary in the UI language. */
export interface Translation {
  title: string;
  summary: string;
}

const BATCH = 8;
/** Translation calls in flight at once (as the filter's). */
const CONCURRENCY = 8;

const TranslateAnswer = z.object({
  items: z.array(z.object({ ref: z.coerce.string(), title: z.string().min(1), summary: z.string().default('') })),
});

/** True when the paper's language differs from the UI language (so the step translates it). */
export function needsTranslation(paper: Pick<Paper, 'title' | 'language'>, language: Language): boolean {
  const isChinese = paper.language
    ? paper.language.toLowerCase().startsWith('zh')
    : detectScript(paper.title) === 'chinese';
  return language === 'cn' ? !isChinese : isChinese;
}

/** What the step produced: translations by bibkey, out of how many papers needed one. */
export interface TranslateOutcome {
  byKey: Map<string, Translation>;
  total: number;
}

/**
 * Translates titles and writes a short summary, in the UI language, for the papers written in
 * another one, in batches. Batches start as soon as papers are known to be kept (`start`, called
 * by the filter after each of its batches), so translation overlaps filtering; `finish` waits for
 * the papers finally kept. A batch the model cannot do stays untranslated.
 */
export class Translator {
  private readonly pending = new Map<string, Promise<Map<string, Translation> | undefined>>();
  private readonly gate = concurrencyGate(CONCURRENCY);

  constructor(
    private readonly model: AgentModel | undefined,
    private readonly language: Language,
  ) {}

  /** Starts translating those of `papers` that need it and are not started yet. */
  start(papers: readonly Paper[]): void {
    const untranslated = papers.filter((p) => needsTranslation(p, this.language) && !this.pending.has(p.bibkey));
    for (let i = 0; i < untranslated.length; i += BATCH) {
      const batch = untranslated.slice(i, i + BATCH);
      const result = this.gate(() => this.translate(batch));
      // Awaited by finish(); a run aborted before that must not leave the rejection unhandled.
      result.catch(() => undefined);
      for (const paper of batch) this.pending.set(paper.bibkey, result);
    }
  }

  /** The translations of `kept` (started now where needed), reporting progress as batches complete. */
  async finish(
    kept: readonly Paper[],
    onProgress: (translated: number, total: number) => void,
  ): Promise<TranslateOutcome> {
    this.start(kept);
    const untranslated = kept.filter((p) => needsTranslation(p, this.language));
    const byKey = new Map<string, Translation>();
    const batches = new Set(untranslated.map((p) => this.pending.get(p.bibkey)!));
    const wanted = new Set(untranslated.map((p) => p.bibkey));
    await Promise.all(
      [...batches].map(async (batch) => {
        const done = await batch;
        for (const [key, translation] of done ?? []) if (wanted.has(key)) byKey.set(key, translation);
        if (done) onProgress(byKey.size, untranslated.length);
      }),
    );
    return { byKey, total: untranslated.length };
  }

  private async translate(batch: readonly Paper[]): Promise<Map<string, Translation> | undefined> {
    if (!this.model) return undefined;
    const prompt = buildAgentTranslatePrompt(
      batch.map((p, i) => toPromptPaper(p, String(i + 1))),
      this.language,
    );
    const answer = await this.model.ask('translate', prompt, TranslateAnswer, { useFastModel: true });
    if (!answer) return undefined;
    const out = new Map<string, Translation>();
    for (const item of answer.items) {
      const paper = batch[Number(item.ref.replace(/[[\]\s]/g, '')) - 1];
      if (paper) out.set(paper.bibkey, { title: item.title.trim(), summary: item.summary.trim() });
    }
    return out;
  }
}
