import { OUTPUT_RULE, PRESERVE_RULE, systemPrompt, userPrompt } from './common.js';
import type { BuiltPrompt, PromptInput } from './promptTypes.js';

const TASK =
  'You are an academic editor. Paraphrase the text so that its wording differs substantially from the ' +
  'original (to lower its similarity score in plagiarism checks) while its meaning stays exactly the same. ' +
  'Change vocabulary and sentence structure: reorder clauses, switch between active and passive voice, split ' +
  'long sentences or join short ones, and replace common phrases with equivalent ones. Keep technical terms, ' +
  'names and defined abbreviations unchanged, and keep the academic register.';

/** Reduce similarity (降重): paraphrase so wording differs while meaning, terms and citations stay. */
export function buildReduceSimilarityPrompt(input: PromptInput): BuiltPrompt {
  return {
    version: 'reduceSimilarity.v1',
    system: systemPrompt(TASK, [PRESERVE_RULE, OUTPUT_RULE], input),
    prompt: userPrompt(input),
  };
}
