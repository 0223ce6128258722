import type { QueryClient } from '@tanstack/react-query';
import { userStore, applyUserInfo } from '../../lib/userStore';
import { userInfoQuery } from '../user/queries';

/**
 * How long after an abort the balance is read a second time. The server settles a stopped stream
 * (charges what was delivered, gives the rest of the hold back) once it notices the closed
 * connection, which may be just after the first read.
 */
export const ABORT_SETTLE_MS = 1000;

/**
 * Brings the header's words left up to date after an AI operation (issue 4): the balance the
 * stream's `done` reported shows at once, then the user info is fetched again, which also covers
 * failed operations whose hold was given back.
 */
export function refreshWordsLeft(queryClient: QueryClient, wordsLeft?: number): void {
  if (wordsLeft !== undefined) userStore.update((state) => ({ ...state, durWordsLeft: wordsLeft }));
  queryClient.fetchQuery({ ...userInfoQuery(), staleTime: 0 }).then(applyUserInfo, () => undefined);
}

/** After a stream was stopped or replaced: reads the balance now, and again once the server has settled. */
export function refreshWordsLeftAfterAbort(queryClient: QueryClient): void {
  refreshWordsLeft(queryClient);
  setTimeout(() => refreshWordsLeft(queryClient), ABORT_SETTLE_MS);
}
