import { describe, expect, it } from 'vitest';
import { NO_FILTER, pointFlowRequest } from './filter';

describe('pointFlowRequest', () => {
  it('sends the 1-based page and leaves out what is not filtered', () => {
    expect(pointFlowRequest(NO_FILTER, 0, -1)).toEqual({ page: 1, pageSize: -1 });
  });

  it('reads a range typed backwards as the days between the two dates', () => {
    const req = pointFlowRequest({ reasons: ['refund'], fromDay: '2026-03-05', toDay: '2026-03-01' }, 2, 10);
    expect(req.page).toBe(3);
    expect(req.reasons).toEqual(['refund']);
    expect(new Date(req.from!).getTime()).toBe(new Date(2026, 2, 1).getTime());
    expect(new Date(req.to!).getTime()).toBe(new Date(2026, 2, 6).getTime());
  });
});
