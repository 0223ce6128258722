import { z } from 'zod';
import type { Language } from '@inkstone/shared/constants';
import type { Paper } from '../../literature/paper.js';
import { detectScript } from '../../llm/prompts/language.js';
import { buildAgentTranslatePrompt } from '../../llm/prompts/agentTranslate.v1.js';
import type { AgentModel } from '../agentModel.js';
import { mapConcurrent } from './mapConcurrent.js';
import { toPromptPaper } from './promptPaper.js';

/** A title and summary in the UI language. */
export interface Translation {
  title: string;
  summary: string;
}

const BATCH = 8;
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

/** What the step produced: translations by bibkey, and how many batches the model delivered. */
export interface TranslateOutcome {
  byKey: Map<string, Translation>;
  /** Papers written in another language than the UI's. */
  total: number;
  modelBatches: number;
  batches: number;
}

/**
 * Translates titles and writes a short summary, in the UI language, for the papers written in
 * another one: concurrent batches; a batch the model cannot do stays untranslated.
 */
export async function translatePapers(
  model: AgentModel | undefined,
  papers: readonly Paper[],
  language: Language,
  onBatch: (translated: number, total: number) => Promise<void>,
): Promise<TranslateOutcome> {
  const todo = papers.filter((p) => needsTranslation(p, language));
  const batches: Paper[][] = [];
  for (let i = 0; i < todo.length; i += BATCH) batches.push(todo.slice(i, i + BATCH));
  const byKey = new Map<string, Translation>();
  let modelBatches = 0;
  await mapConcurrent(batches, CONCURRENCY, async (batch) => {
    if (!model?.isUp) return;
    const prompt = buildAgentTranslatePrompt(
      batch.map((p, i) => toPromptPaper(p, String(i + 1))),
      language,
    );
    const answer = await model.ask(prompt, TranslateAnswer, { useFastModel: true });
    if (!answer) return;
    modelBatches++;
    for (const item of answer.items) {
      const paper = batch[Number(item.ref.replace(/[[\]\s]/g, '')) - 1];
      if (paper) byKey.set(paper.bibkey, { title: item.title.trim(), summary: item.summary.trim() });
    }
    await onBatch(byKey.size, todo.length);
  });
  return { byKey, total: todo.length, modelBatches, batches: batches.length };
}
