import type { AiTool } from '@inkstone/shared/api/workflow';
import { buildExpandPrompt } from './expand.v1.js';
import { buildOutlineSuggestionPrompt } from './outlineSuggestion.v1.js';
import { buildPolishBySuggestionPrompt } from './polishBySuggestion.v1.js';
import { buildPolishPrompt } from './polish.v1.js';
import type { BuiltPrompt, PromptInput } from './promptTypes.js';
import { buildReduceAIContentPrompt } from './reduceAIContent.v1.js';
import { buildReduceSimilarityPrompt } from './reduceSimilarity.v1.js';
import { buildSuggestionPrompt } from './suggestion.v1.js';

/** The prompt file in use for each tool; a new version is a new file, switched here. */
const BUILDERS: Record<AiTool, (input: PromptInput) => BuiltPrompt> = {
  polish: buildPolishPrompt,
  expand: buildExpandPrompt,
  reduceSimilarity: buildReduceSimilarityPrompt,
  reduceAIContent: buildReduceAIContentPrompt,
  suggestion: buildSuggestionPrompt,
  polishBySuggestion: buildPolishBySuggestionPrompt,
  outlineSuggestion: buildOutlineSuggestionPrompt,
};

/** Builds the prompt of `tool` for `input`. */
export function buildToolPrompt(tool: AiTool, input: PromptInput): BuiltPrompt {
  return BUILDERS[tool](input);
}

/** Tools whose output is a rewrite of the input, checked by the integrity guard. */
export const REWRITE_TOOLS: ReadonlySet<AiTool> = new Set([
  'polish',
  'expand',
  'reduceSimilarity',
  'reduceAIContent',
  'polishBySuggestion',
]);

/** Tools whose output is a numbered list, split into items. */
export const LIST_TOOLS: ReadonlySet<AiTool> = new Set(['suggestion', 'outlineSuggestion']);
