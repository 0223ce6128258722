import { describe, expect, it } from 'vitest';
import { encodeSse, SseParser, toStreamEvent } from '../sse.js';
import { SearchStatus, SortStatus } from './paperAgent.js';
import { AgentStreamDone, SearchProgress, SortProgress } from './paperAgentStream.js';

const section = { section_name: 'Methods', bibkey: ['a2021'], reason: 'Both use attention.' };

/** An event as the client reads it off the wire (encoded, split into messages, read back). */
function overTheWire(status: number, data: unknown) {
  const parser = new SseParser();
  const [message] = parser.push(encodeSse({ type: 'progress', status, data }));
  return toStreamEvent(message!);
}

describe('agent progress schemas', () => {
  it('reads each status with its own data, as the wire carries it, narrowing on status', () => {
    const event = overTheWire(SearchStatus.FilterPapers, { kept: 3, judged: 40, total: 42 });
    const parsed = SearchProgress.parse(event);
    expect(parsed).toEqual({ status: SearchStatus.FilterPapers, data: { kept: 3, judged: 40, total: 42 } });
    if (parsed.status !== SearchStatus.FilterPapers) throw new Error('narrowed to the wrong status');
    expect(parsed.data.kept).toBe(3);
    const merged = SortProgress.parse(overTheWire(SortStatus.MergeSkeleton, { mergedSkeleton: [section] }));
    expect(merged).toEqual({ status: SortStatus.MergeSkeleton, data: { mergedSkeleton: [section] } });
  });

  it('reads a stored research_events row ({ type, status, data }) and keeps optional fields optional', () => {
    const row = {
      type: 'progress',
      status: SearchStatus.SearchSemantic,
      data: { searchSemanticLength: 12, sources: [{ source: 'local', status: 'ok', count: 12, ms: 4 }] },
    };
    expect(SearchProgress.parse(row)).toEqual({ status: row.status, data: row.data });
    const failure = { errorCode: 'upstream_timeout', errorMsg: 'The model timed out' };
    const note = { status: SortStatus.GroupPapers, data: { groupPapers: [], aiFailure: failure } };
    expect(SortProgress.parse(note).data).toEqual({ groupPapers: [], aiFailure: failure });
  });

  it('reports a wrong-shaped event with where it is wrong instead of passing it on', () => {
    const wrongData = SearchProgress.safeParse({ status: SearchStatus.GetUUID, data: { id: 42 } });
    expect(wrongData.success).toBe(false);
    expect(wrongData.error?.issues[0]?.path).toEqual(['data', 'id']);
    // Data of another status is not accepted under this one.
    const otherStatus = SearchProgress.safeParse({ status: SearchStatus.Connected, data: { id: 'x' } });
    expect(otherStatus.success).toBe(false);
    expect(SearchProgress.safeParse({ status: 99, data: {} }).success).toBe(false);
    expect(SortProgress.safeParse({ status: SortStatus.Finished }).success).toBe(false);
  });

  it('reads the done event once, with its types', () => {
    const done = { id: 'session', usesAi: false, wordsCharged: 0, errorMsg: null };
    // A done event from before the steps were reported lists none.
    expect(AgentStreamDone.parse(done)).toEqual({ ...done, withoutAi: [] });
    const filterWithoutAi = { step: 'filter', reason: 'unreadable', parts: 2, of: 2 };
    expect(AgentStreamDone.parse({ ...done, withoutAi: [filterWithoutAi] }).withoutAi).toEqual([filterWithoutAi]);
    expect(AgentStreamDone.safeParse({ ...done, errorMsg: 7 }).success).toBe(false);
  });
});
