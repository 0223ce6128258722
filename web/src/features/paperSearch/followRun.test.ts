import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchStatus } from '@inkstone/shared/api/paperAgent';
import { SseHttpError, SseStreamBrokenError } from '@inkstone/shared/readSse';
import type { StreamEvent } from '@inkstone/shared/sse';
import type { OnStreamEvent, streamResume } from './api';
import type { FlowAction } from './flowReducer';
import { followRun } from './followRun';
import { RequestSlot } from './requestSlot';
import { searchProgressAt } from './testRun';
import { initI18n } from '../../lib/i18n';
import { snackbar } from '../../lib/snackbarStore';

const resumeMock = vi.fn<typeof streamResume>();

const ID = '5a7f2c1e-0000-4000-8000-000000000001';
const progress = (status: number, data?: unknown): StreamEvent => ({ type: 'progress', status, data });
const done: StreamEvent = { type: 'done', data: { id: ID, usesAi: true, wordsCharged: 0, errorMsg: null } };

function setUp() {
  const actions: FlowAction[] = [];
  const slot = new RequestSlot();
  const request = slot.next();
  const run = { kind: 'search' as const, request, topic: 't' };
  return { actions, slot, run, dispatch: (action: FlowAction) => void actions.push(action) };
}

describe('followRun', () => {
  beforeEach(async () => {
    // The failure texts are localised by error code: an i18n that never started answers them empty.
    await initI18n('en');
    resumeMock.mockReset();
    window.sessionStorage.clear();
  });

  it('reconnects to the session when the connection breaks, and finishes from the replay', async () => {
    const { actions, run, dispatch } = setUp();
    const open = async (on: OnStreamEvent) => {
      on(progress(SearchStatus.GetUUID, { id: ID }));
      throw new SseStreamBrokenError();
    };
    resumeMock.mockImplementation(async (_body, on) => {
      on(progress(SearchStatus.GetUUID, { id: ID }));
      on({ type: 'progress', ...searchProgressAt(SearchStatus.Finished) });
      on(done);
    });
    const outcome = await followRun(run, open, dispatch, resumeMock);
    expect(resumeMock).toHaveBeenCalledTimes(1);
    expect(resumeMock.mock.calls[0]?.[0]).toEqual({ id: ID, stream: 'search' });
    expect(outcome).toMatchObject({ isOk: true, id: ID, keptPapers: 3 });
    expect(actions.at(-1)).toEqual({ type: 'requestEnded', requestId: run.request.id, notice: null, usesAi: true });
    expect(actions.some((a) => a.type === 'setError')).toBe(false);
  });

  it('reconnects with the last event id it saw, so the stream continues after it', async () => {
    const { run, dispatch } = setUp();
    const open = async (on: OnStreamEvent) => {
      on(progress(SearchStatus.GetUUID, { id: ID }), '1');
      on({ type: 'progress', ...searchProgressAt(SearchStatus.SearchSemantic) }, '4');
      throw new SseStreamBrokenError();
    };
    resumeMock
      .mockImplementationOnce(async (_body, on) => {
        on({ type: 'progress', ...searchProgressAt(SearchStatus.Finished) }, '7');
        throw new SseStreamBrokenError();
      })
      .mockImplementationOnce(async (_body, on) => on(done, '8'));
    const outcome = await followRun(run, open, dispatch, resumeMock);
    expect(resumeMock.mock.calls.map((call) => call[3])).toEqual(['4', '7']);
    expect(outcome).toMatchObject({ isOk: true, id: ID, keptPapers: 3 });
  });

  it('gives up after a few reconnects and says the connection was lost', async () => {
    const { actions, run, dispatch } = setUp();
    resumeMock.mockRejectedValue(new SseStreamBrokenError());
    const outcome = await followRun(
      { ...run, sessionId: ID },
      () => Promise.reject(new TypeError('x')),
      dispatch,
      resumeMock,
    );
    expect(resumeMock).toHaveBeenCalledTimes(3);
    expect(outcome).toMatchObject({ isOk: false, isConnectionLost: true });
    expect(actions.at(-1)?.type).toBe('setError');
  }, 10_000);

  it('does not retry what the server refused, nor a request the flow cancelled', async () => {
    const { actions, run, dispatch } = setUp();
    const refused = await followRun(
      { ...run, sessionId: ID },
      () => Promise.reject(new SseHttpError(402, 'insufficient_balance', 'Not enough words')),
      dispatch,
      resumeMock,
    );
    expect(refused).toMatchObject({ isOk: false, isConnectionLost: false });
    expect(actions.at(-1)).toMatchObject({ type: 'setError', message: 'Not enough words' });

    const cancelled = setUp();
    const open = () => {
      cancelled.slot.cancel();
      return Promise.reject(new DOMException('aborted', 'AbortError'));
    };
    await followRun({ ...cancelled.run, sessionId: ID }, open, cancelled.dispatch, resumeMock);
    expect(cancelled.actions).toEqual([]);
    expect(resumeMock).not.toHaveBeenCalled();
  });

  it('reports a wrong-shaped progress or done event instead of applying it, and goes on', async () => {
    const { actions, run, dispatch } = setUp();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const open = async (on: OnStreamEvent) => {
      on(progress(SearchStatus.GetUUID, { id: 42 }));
      on(progress(SearchStatus.Finished, { bibList: [{}, {}], bibDict: {} }));
      on(progress(99, {}));
      on(progress(SearchStatus.Connected, { usesAi: false, wordsCost: 0 }));
      on({ type: 'done', data: { errorMsg: 7 } });
    };
    const outcome = await followRun(run, open, dispatch, resumeMock);
    expect(warn).toHaveBeenCalledTimes(4);
    warn.mockRestore();
    expect(actions).toEqual([
      {
        type: 'searchProgress',
        requestId: run.request.id,
        progress: { status: SearchStatus.Connected, data: { usesAi: false, wordsCost: 0 } },
      },
      { type: 'requestEnded', requestId: run.request.id, notice: null },
    ]);
    expect(outcome).toMatchObject({ isOk: true, id: null, keptPapers: 0 });
  });

  describe("spec §8: the generic 'operation failed, please retry' snackbar, as the AI tools show it", () => {
    const failedSnackbars = () => snackbar.store.get().filter((e) => e.text === 'Operation failed, please retry');
    beforeEach(() => snackbar.store.update(() => []));

    it('is shown once when the server ends the stream with an error event', async () => {
      const { run, dispatch } = setUp();
      const open = async (on: OnStreamEvent) => {
        on(progress(SearchStatus.GetUUID, { id: ID }));
        on({ type: 'error', errorCode: 'internal_error', errorMsg: 'Something went wrong on our side. Please retry.' });
      };
      await followRun(run, open, dispatch, resumeMock);
      expect(failedSnackbars()).toHaveLength(1);
      expect(failedSnackbars()[0]?.color).toBe('error');
    });

    it('is shown when the request is refused, but not for a run the user stopped or cancelled', async () => {
      const refused = setUp();
      await followRun(
        refused.run,
        () => Promise.reject(new SseHttpError(502, 'upstream_error', 'x')),
        refused.dispatch,
        resumeMock,
      );
      expect(failedSnackbars()).toHaveLength(1);

      const stopped = setUp();
      await followRun(
        stopped.run,
        async (on) => on({ type: 'error', errorCode: 'session_aborted', errorMsg: 'Stopped by the user.' }),
        stopped.dispatch,
        resumeMock,
      );
      const cancelled = setUp();
      const open = () => {
        cancelled.slot.cancel();
        return Promise.reject(new DOMException('aborted', 'AbortError'));
      };
      await followRun(cancelled.run, open, cancelled.dispatch, resumeMock);
      expect(failedSnackbars()).toHaveLength(1);
    });
  });
});
