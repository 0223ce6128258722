import { OUTPUT_RULE, PRESERVE_RULE, systemPrompt, userPrompt } from './common.js';
import type { BuiltPrompt, PromptInput } from './promptTypes.js';

const TASK =
  'You are an editor of academic papers. Revise the text by applying the suggestions listed between ' +
  '<suggestions> and </suggestions>, and only those: leave every passage they do not concern as it is.';

/** Polish by suggestion (spec §1): apply the suggestions the author chose. */
export function buildPolishBySuggestionPrompt(input: PromptInput): BuiltPrompt {
  const list = (input.suggestions ?? []).map((s, i) => `[${i + 1}] ${s}`).join('\n');
  return {
    version: 'polishBySuggestion.v1',
    system: systemPrompt(TASK, [PRESERVE_RULE, OUTPUT_RULE], input),
    prompt: userPrompt(input, [`<suggestions>\n${list}\n</suggestions>`]),
  };
}
