import { describe, expect, it } from 'vitest';
import { SearchStatus, SortStatus } from '@inkstone/shared/api/paperAgent';
import type { SearchProgress, SortProgress } from '@inkstone/shared/api/paperAgentStream';
import type { Db } from '../db/types.js';
import { LiveRun } from './liveRuns.js';
import { SessionRecorder } from './sessionRecorder.js';
import { emptyResult } from './sessionResult.js';

/**
 * A database that keeps the research_events rows and the session-row patches it is given, and which
 * writes went through one transaction together.
 */
function eventStore() {
  const rows: Array<{ seq: number; event: unknown }> = [];
  const patches: Array<Record<string, unknown>> = [];
  const transactions: string[][] = [];
  let open: string[] | undefined;
  const db = {
    insert: () => ({
      values: async (row: { seq: number; event: unknown }) => {
        rows.push(row);
        open?.push(`event ${row.seq}`);
      },
    }),
    update: () => ({
      set: (patch: Record<string, unknown>) => ({
        where: async () => {
          patches.push(patch);
          open?.push(`row ${String(patch.state)}`);
        },
      }),
    }),
    transaction: async (write: (tx: unknown) => Promise<void>) => {
      open = [];
      await write(db);
      transactions.push(open);
      open = undefined;
    },
  };
  return { rows, patches, transactions, db: db as unknown as Db };
}

function recorderFor<P extends SearchProgress | SortProgress>(stream: 'search' | 'sort') {
  const store = eventStore();
  const run = new LiveRun('session', stream);
  const log = { error: () => undefined };
  const recorder = new SessionRecorder<P>(store.db, { now: () => new Date(0) }, run, 4, emptyResult(), log);
  return { ...store, run, recorder };
}

describe('SessionRecorder', () => {
  it('publishes progress as the wire event { status, data } at once and stores it under the next seq', async () => {
    const { rows, run, recorder } = recorderFor<SearchProgress>('search');
    recorder.progress(SearchStatus.Connected, { usesAi: true, wordsCost: 500 });
    const event = { type: 'progress', status: SearchStatus.Connected, data: { usesAi: true, wordsCost: 500 } };
    expect(run.events).toEqual([{ seq: 5, event }]);
    await recorder.flush();
    expect(rows).toMatchObject([{ seq: 5, event }]);
  });

  it('publishes the done event only once everything before it is stored', async () => {
    const { rows, run, recorder } = recorderFor<SortProgress>('sort');
    recorder.progress(SortStatus.MergeSkeleton, { mergedSkeleton: [] });
    recorder.end(
      { type: 'done', data: { id: 'session', usesAi: true, wordsCharged: 0, withoutAi: [], errorMsg: null } },
      { state: 'finished' },
    );
    expect(run.events.map((e) => e.event.type)).toEqual(['progress']);
    await recorder.flush();
    expect(run.events.map((e) => e.seq)).toEqual([5, 6]);
    expect(rows.map((row) => row.seq)).toEqual([5, 6]);
  });

  it('stores the last event and the row in its final state in one transaction, after the events before it', async () => {
    const { transactions, patches, recorder } = recorderFor<SearchProgress>('search');
    recorder.progress(SearchStatus.TranslatePapers, { translated: 2, total: 2 });
    recorder.end({ type: 'error', errorCode: 'model_failed', errorMsg: 'The model failed.' }, { state: 'failed' }, {});
    await recorder.flush();
    expect(transactions).toEqual([['event 6', 'row failed']]);
    expect(patches).toMatchObject([{ state: 'failed', result: emptyResult() }]);
  });

  it('takes for each status only the data of that status (checked by the compiler)', () => {
    const typeChecks = (search: SessionRecorder<SearchProgress>, sort: SessionRecorder<SortProgress>) => {
      // @ts-expect-error Connected carries usesAi and wordsCost, not a session id.
      search.progress(SearchStatus.Connected, { id: 'session' });
      // @ts-expect-error FilterPapers needs all three counts.
      search.progress(SearchStatus.FilterPapers, { kept: 1 });
      // @ts-expect-error BeforeConnected is never sent.
      search.progress(SearchStatus.BeforeConnected, {});
      // @ts-expect-error a step-3 status with step-2 data.
      sort.progress(SortStatus.GroupPapers, { aiSearchResult: [] });
    };
    expect(typeChecks).toBeTypeOf('function');
  });
});
