import { describe, expect, it } from 'vitest';
import { dateRangeOf } from './dateRange';

describe('dateRangeOf', () => {
  it('leaves out the ends not picked', () => {
    expect(dateRangeOf('', '')).toEqual({});
  });

  it('starts at local midnight and ends at the next local midnight, so the last day counts', () => {
    const { from, to } = dateRangeOf('2026-03-01', '2026-03-01');
    expect(new Date(from!).getTime()).toBe(new Date(2026, 2, 1).getTime());
    expect(new Date(to!).getTime()).toBe(new Date(2026, 2, 2).getTime());
  });
});
