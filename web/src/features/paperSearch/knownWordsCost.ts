const KEY = 'inkstone.paperSearch.wordsCost';

/**
 * The word price of a search as the server last stated it (Connected: wordsCost). The price is a
 * server setting with no endpoint of its own, so the form shows the last one it heard.
 */
export function loadKnownWordsCost(storage: Storage = window.localStorage): number | null {
  const value = Number(storage.getItem(KEY));
  return storage.getItem(KEY) !== null && Number.isInteger(value) && value >= 0 ? value : null;
}

/** Remembers the price a run stated. */
export function saveKnownWordsCost(cost: number, storage: Storage = window.localStorage): void {
  storage.setItem(KEY, String(cost));
}
