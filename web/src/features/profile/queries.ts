import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchSignInSessions, fetchUserUsage, revokeSignInSession } from './api';

/** Query keys of the profile. */
export const profileKeys = {
  all: ['profile'] as const,
  usage: (days: number) => [...profileKeys.all, 'usage', days] as const,
  sessions: () => [...profileKeys.all, 'sessions'] as const,
};

/** The user's words per day over `days` days; the previous period stays on screen while the next loads. */
export function useUserUsage(days: number) {
  return useQuery({
    queryKey: profileKeys.usage(days),
    queryFn: ({ signal }) => fetchUserUsage(days, signal),
    placeholderData: keepPreviousData,
  });
}

/** The account's live sign-ins. */
export function useSignInSessions() {
  return useQuery({ queryKey: profileKeys.sessions(), queryFn: ({ signal }) => fetchSignInSessions(signal) });
}

/** Signs one session out, then lists the sessions again. */
export function useRevokeSignInSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => revokeSignInSession({ id }),
    onSettled: () => client.invalidateQueries({ queryKey: profileKeys.sessions() }),
  });
}
