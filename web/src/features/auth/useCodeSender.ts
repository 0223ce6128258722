import { useMutation } from '@tanstack/react-query';
import type { CodeSentRes } from '@inkstone/shared/api/login';
import { useCountdown } from './useCountdown';

/**
 * Sends a verification code and runs the resend countdown the server asked for
 * (`resendAfterSeconds`); the button stays disabled until it ends.
 */
export function useCodeSender<Body>(send: (body: Body) => Promise<CodeSentRes>) {
  const countdown = useCountdown();
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: (result) => countdown.start(result.resendAfterSeconds),
  });
  return {
    send: (body: Body) => mutation.mutate(body),
    isSending: mutation.isPending,
    hasSent: mutation.isSuccess,
    error: mutation.error,
    secondsLeft: countdown.remaining,
    reset: mutation.reset,
  };
}
