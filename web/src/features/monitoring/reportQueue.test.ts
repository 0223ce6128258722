import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MONITOR_MESSAGE_MAX_CHARS, type MonitorEvent } from '@inkstone/shared/api/monitor';
import { ReportQueue, type CapturedError } from './reportQueue';

const boom = (
  message = 'boom',
  stack: string | null = 'Error: boom\n    at f (https://x/a.js:1:2)',
): CapturedError => ({
  kind: 'error',
  message,
  stack,
  route: '/apps/editor',
});
const view = { route: '/apps/home', referrerRoute: null, language: 'en', viewport: 'desktop' } as const;

let sent: Array<{ events: MonitorEvent[]; isUnloading: boolean }>;
let queue: ReportQueue;
beforeEach(() => {
  vi.useFakeTimers();
  sent = [];
  queue = new ReportQueue({ send: (events, isUnloading) => sent.push({ events, isUnloading }) });
  queue.configure({ monitoring: true, analytics: true });
});
afterEach(() => vi.useRealTimers());

describe('ReportQueue (spec §9 limits)', () => {
  it('sends one batch 1000 ms after the first event, with everything queued meanwhile', () => {
    queue.addError(boom());
    vi.advanceTimersByTime(600);
    queue.addPageView(view);
    vi.advanceTimersByTime(399);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.events.map((e) => e.type)).toEqual(['error', 'pageview']);
    expect(sent[0]?.isUnloading).toBe(false);
    queue.addPageView(view);
    vi.advanceTimersByTime(1000);
    expect(sent).toHaveLength(2);
  });

  it('reports the same error at most 60 times per page life; other errors still go', () => {
    for (let i = 0; i < 100; i += 1) queue.addError(boom());
    queue.addError(boom('another'));
    queue.addError(boom('boom', 'Error: boom\n    at g (https://x/b.js:9:9)'));
    vi.advanceTimersByTime(1000);
    const errors = sent.flatMap((s) => s.events).filter((e) => e.type === 'error');
    expect(errors.filter((e) => e.message === 'boom' && e.stack?.includes('a.js'))).toHaveLength(60);
    expect(errors.filter((e) => e.message === 'another')).toHaveLength(1);
    expect(errors.filter((e) => e.stack?.includes('b.js'))).toHaveLength(1);
    // Batches hold at most 50 events.
    expect(sent.every((s) => s.events.length <= 50)).toBe(true);
    queue.addError(boom());
    vi.advanceTimersByTime(1000);
    expect(sent.flatMap((s) => s.events).filter((e) => e.type === 'error' && e.message === 'boom')).toHaveLength(61);
  });

  it('cuts messages at 10,240 characters', () => {
    queue.addError(boom('m'.repeat(MONITOR_MESSAGE_MAX_CHARS + 500), 's'.repeat(100_000)));
    vi.advanceTimersByTime(1000);
    const [event] = sent[0]?.events ?? [];
    expect(event?.type === 'error' && event.message.length).toBe(MONITOR_MESSAGE_MAX_CHARS);
    expect(event?.type === 'error' && event.stack?.length).toBe(16_384);
  });

  it('holds events until the configuration is known, then drops the kinds switched off', () => {
    const held = new ReportQueue({ send: (events, isUnloading) => sent.push({ events, isUnloading }) });
    held.addPageView(view);
    held.addError(boom());
    vi.advanceTimersByTime(5000);
    expect(sent).toEqual([]);
    held.configure({ monitoring: true, analytics: false });
    vi.advanceTimersByTime(1000);
    expect(sent.flatMap((s) => s.events).map((e) => e.type)).toEqual(['error']);
    held.addPageView(view);
    vi.advanceTimersByTime(1000);
    expect(sent).toHaveLength(1);
  });

  it('flushes at once on pagehide, marked as unloading', () => {
    queue.addPageView(view);
    queue.flush(true);
    expect(sent).toEqual([{ events: [{ type: 'pageview', ...view }], isUnloading: true }]);
    vi.advanceTimersByTime(1000);
    expect(sent).toHaveLength(1);
  });
});
