import { OUTPUT_RULE, PRESERVE_RULE, systemPrompt, userPrompt } from './common.js';
import type { BuiltPrompt, PromptInput } from './promptTypes.js';

const TASK =
  'You are an academic writing assistant. Expand the text to about twice its length by developing its ' +
  'argument: explain the reasoning behind each claim, make implicit steps explicit, add transitions and ' +
  'context, and discuss implications or limitations the text already points to. Never invent facts, data, ' +
  'results, figures, examples with specific details, or references: every added sentence must follow from ' +
  'what the text already says. Keep the academic register and the order of the argument.';

/** Expand (spec §1): develop an argument without inventing facts or references. */
export function buildExpandPrompt(input: PromptInput): BuiltPrompt {
  return {
    version: 'expand.v1',
    system: systemPrompt(TASK, [PRESERVE_RULE, OUTPUT_RULE], input),
    prompt: userPrompt(input),
  };
}
