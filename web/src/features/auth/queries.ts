import { useMutation, useQuery } from '@tanstack/react-query';
import type { LoginRes } from '@inkstone/shared/api/login';
import { emailLogin, isDevOutboxReachable, register, resetPassword, smsLogin } from './api';
import { completeLogin } from './session';

function useLoginMutation<Body>(call: (body: Body) => Promise<LoginRes>) {
  return useMutation({ mutationFn: call, onSuccess: completeLogin });
}

/** Email + password login. */
export function useEmailLogin() {
  return useLoginMutation(emailLogin);
}

/** Phone + SMS code login (the first one creates the account). */
export function useSmsLogin() {
  return useLoginMutation(smsLogin);
}

/** Registration by email code; signs the new user in. */
export function useRegister() {
  return useLoginMutation(register);
}

/** Sets a new password with an email code. */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

/** Whether the development outbox can be linked from the code fields (asked once per page load). */
export function useDevOutboxReachable(): boolean {
  const query = useQuery({
    queryKey: ['devOutboxReachable'],
    queryFn: isDevOutboxReachable,
    staleTime: Infinity,
    retry: false,
  });
  return query.data === true;
}
