import { useSyncExternalStore } from 'react';
import type { Store } from '../lib/createStore';

/** Subscribes a component to a store created by createStore. */
export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
