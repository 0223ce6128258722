/** The run this tab is following, kept so a reload reconnects to it (sessionStorage: one per tab). */
export interface LiveSession {
  id: string;
  topic: string;
  /** The stream that was running: the search (step 2) or the sort (step 3). */
  stream: 'search' | 'sort';
}

const KEY = 'inkstone.paperSearch.live';

/** The run to reconnect to, if this tab was following one. */
export function loadLiveSession(storage: Storage = window.sessionStorage): LiveSession | null {
  try {
    const value = JSON.parse(storage.getItem(KEY) ?? 'null') as Partial<LiveSession> | null;
    if (!value || typeof value.id !== 'string' || typeof value.topic !== 'string') return null;
    return { id: value.id, topic: value.topic, stream: value.stream === 'sort' ? 'sort' : 'search' };
  } catch {
    return null;
  }
}

/** Remembers the run this tab follows. */
export function saveLiveSession(session: LiveSession, storage: Storage = window.sessionStorage): void {
  storage.setItem(KEY, JSON.stringify(session));
}

/** Forgets it: the run ended, failed or was abandoned. */
export function clearLiveSession(storage: Storage = window.sessionStorage): void {
  storage.removeItem(KEY);
}
