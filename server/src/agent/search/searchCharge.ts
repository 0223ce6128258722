/**
 * How the price of a search splits over its model steps. Only model work that was delivered is
 * charged (issue 6): a step that fell back to the offline method costs nothing, a batched step
 * costs its share times the fraction of batches the model did.
 */
export const SEARCH_SHARES = { intents: 0.1, queries: 0.1, filter: 0.6, translate: 0.2 } as const;

/** Fraction of each model step the model delivered (0–1). */
export type Delivered = Record<keyof typeof SEARCH_SHARES, number>;

/** Nothing delivered yet. */
export const nothingDelivered = (): Delivered => ({ intents: 0, queries: 0, filter: 0, translate: 0 });

/** The words to charge for `delivered` out of `price`. */
export function wordsForDelivered(price: number, delivered: Delivered): number {
  const share = (Object.keys(SEARCH_SHARES) as Array<keyof Delivered>).reduce(
    (sum, step) => sum + SEARCH_SHARES[step] * Math.min(1, Math.max(0, delivered[step])),
    0,
  );
  return Math.round(price * share);
}

/** The fraction of `batches` the model did; a step with nothing to do counts as fully delivered. */
export const batchFraction = (modelBatches: number, batches: number) => (batches === 0 ? 1 : modelBatches / batches);
