import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { UserInfoRes } from '@inkstone/shared/api/user';
import { userStore } from '../../lib/userStore';
import { userKeys } from './queries';

const isUserInfoKey = (key: readonly unknown[]) =>
  key.length === userKeys.info().length && userKeys.info().every((part, i) => key[i] === part);

/**
 * Keeps the persisted user state's `durWordsLeft` (spec §3) equal to the balance of the user-info
 * query, the balance's one source, whenever the query's data changes. Returns the unsubscribe.
 */
export function mirrorWordsLeft(queryClient: QueryClient): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || !isUserInfoKey(event.query.queryKey as QueryKey)) return;
    const info = event.query.state.data as UserInfoRes | undefined;
    if (info && userStore.get().durWordsLeft !== info.durWordsLeft)
      userStore.update((state) => ({ ...state, durWordsLeft: info.durWordsLeft }));
  });
}
