import { OUTPUT_RULE, systemPrompt, userPrompt } from './common.js';
import type { BuiltPrompt, PromptInput } from './promptTypes.js';

const TASK =
  'You are an experienced academic supervisor. The text is the outline (or the draft) of an academic ' +
  'paper. Suggest how to improve its outline: sections or points to add, merge, split, reorder or rename, ' +
  'gaps in the argument, and where the structure does not match the research question. Each suggestion ' +
  'names the part of the outline it concerns and says what to change and why.';

const FORMAT =
  'Write a numbered list, most important first. Start each suggestion on a new line with its marker in ' +
  'square brackets: [1], [2], [3] and so on. Do not invent facts or references.';

/** Outline suggestions (spec §7 outlineSuggestion): streamed, split at [n] markers. */
export function buildOutlineSuggestionPrompt(input: PromptInput): BuiltPrompt {
  return {
    version: 'outlineSuggestion.v1',
    system: systemPrompt(TASK, [FORMAT, OUTPUT_RULE], input),
    prompt: userPrompt(input),
  };
}
