import { ErrorCode } from '@inkstone/shared/errorCodes';
import { isApiError } from '../../lib/apiError';

/** Whether a sign-up failed only because the invite code is unknown (the user may go on without it). */
export function isUnknownInviteCode(error: unknown): boolean {
  return isApiError(error) && error.errorCode === ErrorCode.inviteCodeUnknown;
}
