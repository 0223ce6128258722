import { useMutation } from '@tanstack/react-query';
import type { CodeSentRes } from '@inkstone/shared/api/login';
import { isApiError } from '../../lib/apiError';
import { useCountdown } from './useCountdown';

/** How long the server asked to wait before another code, when it refused one as too soon. */
function cooldownOf(error: unknown): number | undefined {
  return isApiError(error) && error.status === 429 ? error.retryAfterSeconds : undefined;
}

/**
 * Sends a verification code and runs the resend countdown the server asked for
 * (`resendAfterSeconds`); the button stays disabled until it ends. A code asked for too soon (429
 * with Retry-After, e.g. after a reload) starts the same countdown instead of a "please wait N
 * seconds" message beside a button that still looks usable.
 */
export function useCodeSender<Body>(send: (body: Body) => Promise<CodeSentRes>) {
  const countdown = useCountdown();
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: (result) => countdown.start(result.resendAfterSeconds),
    onError: (error) => {
      const wait = cooldownOf(error);
      if (wait !== undefined) countdown.start(wait);
    },
  });
  return {
    send: (body: Body) => mutation.mutate(body),
    isSending: mutation.isPending,
    hasSent: mutation.isSuccess,
    // The countdown on the button says it all; a static "wait N seconds" would go stale beside it.
    error: cooldownOf(mutation.error) === undefined ? mutation.error : null,
    secondsLeft: countdown.remaining,
    reset: mutation.reset,
  };
}
