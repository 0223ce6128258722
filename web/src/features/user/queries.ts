import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordReq, UpdatePreferencesReq } from '@inkstone/shared/api/user';
import { useStore } from '../../hooks/useStore';
import { userStore } from '../../lib/userStore';
import { changePassword, fetchUserInfo, updatePreferences } from './api';

/** Query keys of the user module. */
export const userKeys = {
  all: ['user'] as const,
  info: () => [...userKeys.all, 'info'] as const,
};

/** The user-info query; the navigation guard fetches it, components read it. */
export const userInfoQuery = () => ({
  queryKey: userKeys.info(),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchUserInfo({ signal, notify: false }),
});

/** The signed-in user's info (abilities, profile); idle while logged out. */
export function useUserInfo() {
  const { logged } = useStore(userStore);
  return useQuery({ ...userInfoQuery(), enabled: logged });
}

/**
 * The user's word balance, from the user-info query; before its first answer after a reload, the
 * persisted mirror of it (0 while logged out).
 */
export function useWordsLeft(): number {
  const { durWordsLeft } = useStore(userStore);
  return useUserInfo().data?.durWordsLeft ?? durWordsLeft;
}

/** Saves preferences (nickname, language) and refreshes the user info. */
export function useUpdatePreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePreferencesReq) => updatePreferences(body, { notify: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: userKeys.info() }),
  });
}

/** Changes the password; errors are shown inline by the form. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordReq) => changePassword(body, { notify: false }),
  });
}
