import { describe, expect, it } from 'vitest';
import { batchFraction, nothingDelivered, wordsForDelivered } from './searchCharge.js';

describe('wordsForDelivered', () => {
  it('charges the full price only when every model step was delivered', () => {
    expect(wordsForDelivered(500, { intents: 1, queries: 1, filter: 1, translate: 1 })).toBe(500);
    expect(wordsForDelivered(500, nothingDelivered())).toBe(0);
  });

  it('charges the share of the steps and batches the model did', () => {
    // intents + queries (20 %) and half the filter batches (30 %).
    expect(wordsForDelivered(500, { intents: 1, queries: 1, filter: batchFraction(2, 4), translate: 0 })).toBe(250);
  });

  it('counts a batched step with nothing to do as delivered', () => {
    expect(batchFraction(0, 0)).toBe(1);
    expect(batchFraction(1, 3)).toBeCloseTo(1 / 3);
  });
});
