import type { QueryClient } from '@tanstack/react-query';
import type { UserInfoRes } from '@inkstone/shared/api/user';
import { userInfoQuery, userKeys } from './queries';

/**
 * How long after an abort the balance is read a second time. The server settles a stopped stream
 * (charges what was delivered, gives the rest of the hold back) once it notices the closed
 * connection, which may be just after the first read.
 */
export const ABORT_SETTLE_MS = 1000;

/**
 * Brings the words left up to date after an AI operation (issue 4), in the user-info query, the
 * balance's one source: the balance the stream's `done` reported shows at once, then the user info
 * is fetched again, which also covers failed operations whose hold was given back.
 */
export function refreshWordsLeft(queryClient: QueryClient, wordsLeft?: number): void {
  if (wordsLeft !== undefined) {
    queryClient.setQueryData<UserInfoRes>(userKeys.info(), (info) => info && { ...info, durWordsLeft: wordsLeft });
  }
  queryClient.fetchQuery({ ...userInfoQuery(), staleTime: 0 }).catch(() => undefined);
}

/** After a stream was stopped or replaced: reads the balance now, and again once the server has settled. */
export function refreshWordsLeftAfterAbort(queryClient: QueryClient): void {
  refreshWordsLeft(queryClient);
  setTimeout(() => refreshWordsLeft(queryClient), ABORT_SETTLE_MS);
}
