import { describe, expect, it } from 'vitest';
import { RequestSlot } from './requestSlot';

describe('RequestSlot', () => {
  it('cancels the previous request when a new one is created, with a larger id', () => {
    const slot = new RequestSlot();
    const first = slot.next();
    const second = slot.next();
    expect(first.signal.aborted).toBe(true);
    expect(second.signal.aborted).toBe(false);
    expect(second.id).toBeGreaterThan(first.id);
    expect(first.id).toBeGreaterThan(0);
  });

  it('cancel aborts the live request', () => {
    const slot = new RequestSlot();
    const live = slot.next();
    slot.cancel();
    expect(live.signal.aborted).toBe(true);
  });
});
