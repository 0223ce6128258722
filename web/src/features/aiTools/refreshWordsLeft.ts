import type { QueryClient } from '@tanstack/react-query';
import { userStore, applyUserInfo } from '../../lib/userStore';
import { userInfoQuery } from '../user/queries';

/**
 * Brings the header's words left up to date after an AI operation (issue 4): the balance the
 * stream's `done` reported shows at once, then the user info is fetched again, which also covers
 * failed operations whose hold was given back.
 */
export function refreshWordsLeft(queryClient: QueryClient, wordsLeft?: number): void {
  if (wordsLeft !== undefined) userStore.update((state) => ({ ...state, durWordsLeft: wordsLeft }));
  queryClient.fetchQuery({ ...userInfoQuery(), staleTime: 0 }).then(applyUserInfo, () => undefined);
}
