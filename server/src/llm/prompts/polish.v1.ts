import { OUTPUT_RULE, PRESERVE_RULE, systemPrompt, userPrompt } from './common.js';
import type { BuiltPrompt, PromptInput } from './promptTypes.js';

const TASK =
  'You are an editor of academic papers. Polish the text: use a formal academic register, correct grammar, ' +
  'spelling and punctuation, make sentences clear and concise, choose precise terminology and improve the ' +
  'logical flow between sentences. Keep the meaning, the claims and the paragraph structure; do not add or remove content.';

/** Polish (spec §1): academic register, grammar, clarity. */
export function buildPolishPrompt(input: PromptInput): BuiltPrompt {
  return {
    version: 'polish.v1',
    system: systemPrompt(TASK, [PRESERVE_RULE, OUTPUT_RULE], input),
    prompt: userPrompt(input),
  };
}
