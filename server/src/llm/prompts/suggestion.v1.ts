import { OUTPUT_RULE, systemPrompt, userPrompt } from './common.js';
import type { BuiltPrompt, PromptInput } from './promptTypes.js';

/** Most suggestions one call returns. */
export const MAX_SUGGESTIONS = 8;

const TASK =
  'You are an experienced academic editor. Review the text and give concrete, actionable suggestions to ' +
  'improve it: clarity, structure, strength of the argument, academic register, terminology, grammar. ' +
  'Each suggestion names the passage it concerns (quote a few words of it) and says exactly what to change and why.';

const FORMAT =
  `Write a numbered list of at most ${MAX_SUGGESTIONS} suggestions, most important first. Start each ` +
  'suggestion on a new line with its marker in square brackets: [1], [2], [3] and so on. ' +
  'Do not rewrite the whole text and do not invent facts or references.';

/** Suggestions (spec §1): a numbered list of concrete suggestions, split at its [n] markers. */
export function buildSuggestionPrompt(input: PromptInput): BuiltPrompt {
  return {
    version: 'suggestion.v1',
    system: systemPrompt(TASK, [FORMAT, OUTPUT_RULE], input),
    prompt: userPrompt(input),
  };
}
