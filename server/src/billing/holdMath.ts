import type { AiTool } from '@inkstone/shared/api/workflow';

/** The most words one operation may reserve (and so produce). */
export const HOLD_CAP_WORDS = 20_000;

/**
 * How much output each tool may produce relative to its input, and at least: a rewrite stays close
 * to its input's length, an expansion roughly doubles it, suggestions are a short list.
 */
const RULES: Record<AiTool, { factor: number; floor: number }> = {
  polish: { factor: 1.5, floor: 200 },
  reduceSimilarity: { factor: 1.5, floor: 200 },
  reduceAIContent: { factor: 1.5, floor: 200 },
  polishBySuggestion: { factor: 1.5, floor: 200 },
  expand: { factor: 3, floor: 500 },
  suggestion: { factor: 0.5, floor: 400 },
  outlineSuggestion: { factor: 0.5, floor: 600 },
};

/**
 * The words to hold before calling the model: the most the tool is expected to write for an input of
 * `inputWords` words, capped at {@link HOLD_CAP_WORDS}. Output beyond the hold is cut off, so a user
 * is never charged more than was held.
 */
export function holdFor(tool: AiTool, inputWords: number): number {
  const { factor, floor } = RULES[tool];
  return Math.min(HOLD_CAP_WORDS, Math.max(floor, Math.ceil(inputWords * factor)));
}
