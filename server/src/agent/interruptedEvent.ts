import { ErrorCode } from '@inkstone/shared/errorCodes';

/** The last event of a stream whose run was cut off (its process died or restarted). */
export const INTERRUPTED_EVENT = {
  type: 'error',
  errorCode: ErrorCode.sessionInterrupted,
  errorMsg: 'This run was interrupted by a server restart. Please run it again.',
} as const;
