import { describe, expect, it } from 'vitest';
import { canSave, hasUnsavedEdits, initialSyncState, nextSaveDelay, syncReducer, type SyncEvent } from './syncMachine';

const run = (events: SyncEvent[], start = initialSyncState(1)) => events.reduce(syncReducer, start);

describe('syncReducer', () => {
  it('goes typing → pending → saving → saved and adopts the new version', () => {
    const typed = run([{ type: 'edited' }]);
    expect(typed.status).toBe('pending');
    const saving = syncReducer(typed, { type: 'saveStarted' });
    expect(saving.status).toBe('saving');
    const saved = syncReducer(saving, { type: 'saveSucceeded', version: 2 });
    expect(saved).toMatchObject({ status: 'saved', version: 2 });
    expect(hasUnsavedEdits(saved)).toBe(false);
  });

  it('stays pending when the user typed during the save', () => {
    const state = run([
      { type: 'edited' },
      { type: 'saveStarted' },
      { type: 'edited' },
      { type: 'saveSucceeded', version: 2 },
    ]);
    expect(state.status).toBe('pending');
    expect(canSave(state)).toBe(true);
  });

  it('keeps edits while offline and backs off from 1000 ms', () => {
    const first = run([{ type: 'edited' }, { type: 'saveStarted' }, { type: 'saveFailed', reason: 'offline' }]);
    expect(first.status).toBe('offline');
    expect(hasUnsavedEdits(first)).toBe(true);
    expect(nextSaveDelay(first, 800)).toBe(1000);
    const second = run([{ type: 'saveStarted' }, { type: 'saveFailed', reason: 'offline' }], first);
    expect(nextSaveDelay(second, 800)).toBe(2000);
    const back = run([{ type: 'edited' }, { type: 'saveStarted' }, { type: 'saveSucceeded', version: 5 }], second);
    expect(back).toMatchObject({ status: 'saved', version: 5, failures: 0 });
  });

  it('blocks saving on a 409 until the user resolves it', () => {
    const conflict = run([{ type: 'edited' }, { type: 'saveStarted' }, { type: 'saveFailed', reason: 'conflict' }]);
    expect(conflict.status).toBe('conflict');
    expect(canSave(syncReducer(conflict, { type: 'edited' }))).toBe(false);
    const kept = syncReducer(conflict, { type: 'conflictResolved', version: 7, needsSave: true });
    expect(kept).toMatchObject({ status: 'pending', version: 7 });
    expect(canSave(kept)).toBe(true);
    const theirs = syncReducer(conflict, { type: 'conflictResolved', version: 7, needsSave: false });
    expect(theirs.status).toBe('saved');
    expect(hasUnsavedEdits(theirs)).toBe(false);
  });

  it('reports an oversize document and retries after the next edit', () => {
    const large = run([{ type: 'edited' }, { type: 'saveStarted' }, { type: 'saveFailed', reason: 'tooLarge' }]);
    expect(large.status).toBe('tooLarge');
    expect(canSave(large)).toBe(false);
    expect(syncReducer(large, { type: 'edited' }).status).toBe('pending');
  });

  it('starts pending when a kept draft replaced the server copy', () => {
    expect(canSave(initialSyncState(3, true))).toBe(true);
  });

  it('adopts the version a title rename produced without touching unsaved edits', () => {
    const state = run([{ type: 'edited' }, { type: 'versionAdopted', version: 4 }]);
    expect(state).toMatchObject({ status: 'pending', version: 4 });
    expect(syncReducer(state, { type: 'versionAdopted', version: 2 }).version).toBe(4);
  });
});
