import { describe, expect, it } from 'vitest';
import { HOLD_CAP_WORDS, holdFor } from './holdMath.js';

describe('holdFor', () => {
  it('holds a floor for short inputs', () => {
    expect(holdFor('polish', 5)).toBe(200);
    expect(holdFor('expand', 5)).toBe(500);
    expect(holdFor('suggestion', 0)).toBe(400);
    expect(holdFor('outlineSuggestion', 10)).toBe(600);
  });

  it('grows with the input by the tool factor, rounding up', () => {
    expect(holdFor('polish', 1001)).toBe(1502);
    expect(holdFor('reduceSimilarity', 1000)).toBe(1500);
    expect(holdFor('reduceAIContent', 1000)).toBe(1500);
    expect(holdFor('polishBySuggestion', 1000)).toBe(1500);
    expect(holdFor('expand', 1000)).toBe(3000);
    expect(holdFor('suggestion', 2000)).toBe(1000);
  });

  it('never holds more than the cap', () => {
    expect(holdFor('expand', 1_000_000)).toBe(HOLD_CAP_WORDS);
    expect(holdFor('polish', 50_000)).toBe(HOLD_CAP_WORDS);
  });
});
