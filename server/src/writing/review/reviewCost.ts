import type { ReviewCost } from '@inkstone/shared/api/writing';
import { HOLD_CAP_WORDS } from '../../billing/holdMath.js';

// Sections overshoot their share now and then; the hold leaves room for that, and what is not
// written comes back.
const HOLD_FACTOR = 1.5;

/** What a review of `length` words costs: charged by delivered words, at most the hold. */
export function reviewCost(length: number): ReviewCost {
  return { estimatedWords: length, holdWords: Math.min(HOLD_CAP_WORDS, Math.ceil(length * HOLD_FACTOR)) };
}
