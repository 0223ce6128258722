/** What the save-state chip shows. */
export type SyncStatus = 'saved' | 'pending' | 'saving' | 'offline' | 'conflict' | 'tooLarge';

/** The autosave state of one open note. */
export interface SyncState {
  status: SyncStatus;
  /** The server version the local document descends from; sent with every `sync`. */
  version: number;
  /** Bumped on every local edit. */
  revision: number;
  /** The last revision the server has accepted. */
  savedRevision: number;
  /** The revision being sent, while a save is in flight. */
  savingRevision: number | null;
  /** Failed attempts in a row, for the retry backoff. */
  failures: number;
}

/** What happens to the autosave of a note. */
export type SyncEvent =
  | { type: 'edited' }
  | { type: 'saveStarted' }
  | { type: 'saveSucceeded'; version: number }
  | { type: 'saveFailed'; reason: 'offline' | 'conflict' | 'tooLarge' }
  | { type: 'conflictResolved'; version: number; needsSave: boolean }
  /** The title was renamed, which also moves the note's version on. */
  | { type: 'versionAdopted'; version: number };

/** First retry after a failure; doubles per failure up to RETRY_MAX_MS. */
export const RETRY_START_MS = 1000;
export const RETRY_MAX_MS = 30_000;

/** A note just loaded at `version`; `hasLocalEdits` when a kept draft replaced the server copy. */
export function initialSyncState(version: number, hasLocalEdits = false): SyncState {
  return {
    status: hasLocalEdits ? 'pending' : 'saved',
    version,
    revision: hasLocalEdits ? 1 : 0,
    savedRevision: 0,
    savingRevision: null,
    failures: 0,
  };
}

/** True while there are edits the server has not accepted. */
export function hasUnsavedEdits(state: SyncState): boolean {
  return state.revision > state.savedRevision;
}

/** True when a save may start now: edits are waiting, nothing is in flight, and no conflict blocks it. */
export function canSave(state: SyncState): boolean {
  return (
    hasUnsavedEdits(state) &&
    state.savingRevision === null &&
    state.status !== 'conflict' &&
    state.status !== 'tooLarge'
  );
}

function afterEdit(state: SyncState): SyncStatus {
  // A failed state stays visible until a save gets through; a conflict must be resolved first.
  if (state.status === 'conflict' || state.status === 'offline' || state.status === 'saving') return state.status;
  return 'pending';
}

/** The autosave state machine: typing → pending → saving → saved, with offline, conflict and size failures. */
export function syncReducer(state: SyncState, event: SyncEvent): SyncState {
  switch (event.type) {
    case 'edited':
      // A document that was too large may have been shortened, so the next edit tries again.
      return {
        ...state,
        revision: state.revision + 1,
        status: state.status === 'tooLarge' ? 'pending' : afterEdit(state),
      };
    case 'saveStarted':
      if (!canSave(state)) return state;
      return { ...state, status: state.status === 'offline' ? 'offline' : 'saving', savingRevision: state.revision };
    case 'saveSucceeded': {
      const savedRevision = state.savingRevision ?? state.savedRevision;
      const next = { ...state, version: event.version, savedRevision, savingRevision: null, failures: 0 };
      return { ...next, status: hasUnsavedEdits(next) ? 'pending' : 'saved' };
    }
    case 'saveFailed':
      return {
        ...state,
        status: event.reason,
        savingRevision: null,
        failures: state.failures + 1,
      };
    case 'versionAdopted':
      return { ...state, version: Math.max(state.version, event.version) };
    case 'conflictResolved':
      return {
        ...state,
        version: event.version,
        status: event.needsSave ? 'pending' : 'saved',
        revision: state.revision + (event.needsSave ? 1 : 0),
        savedRevision: event.needsSave ? state.savedRevision : state.revision,
        savingRevision: null,
        failures: 0,
      };
  }
}

/** How long to wait before the next save attempt: the typing pause, or the current backoff when offline. */
export function nextSaveDelay(state: SyncState, typingPauseMs: number): number {
  if (state.status !== 'offline') return typingPauseMs;
  return Math.min(RETRY_START_MS * 2 ** Math.max(state.failures - 1, 0), RETRY_MAX_MS);
}
