import { ErrorCode } from '@inkstone/shared/errorCodes';
import { ApiError } from './apiError';
import { i18n } from './i18n';

function knownMessage(code: string | undefined): string | undefined {
  const t = i18n.t.bind(i18n);
  switch (code) {
    case ErrorCode.invalidCredentials:
      return t('The account or password is incorrect.');
    case ErrorCode.invalidCode:
      return t('The verification code is incorrect.');
    case ErrorCode.codeExpired:
      return t('The verification code has expired. Request a new one.');
    case ErrorCode.tooManyAttempts:
      return t('Too many wrong attempts. Request a new code.');
    case ErrorCode.rateLimited:
      return t('Too many requests. Please wait a moment and try again.');
    case ErrorCode.accountExists:
      return t('An account with this email already exists.');
    case ErrorCode.unauthenticated:
      return t('Your session has ended. Please sign in again.');
    case ErrorCode.forbidden:
      return t('You do not have permission to do this.');
    case ErrorCode.deliveryFailed:
      return t('The message could not be delivered. Please try again later.');
    case ErrorCode.inviteCodeUnknown:
      return t('This invite code does not exist. Check it, or continue without an invite code.');
    case ErrorCode.insufficientBalance:
      return t('You do not have enough words left for this. Top up your balance to continue.');
    case ErrorCode.orderNotRefundable:
      return t('Only a paid order can be refunded.');
    case ErrorCode.refundWordsSpent:
      return t('The user has already spent some of this order’s words, so it cannot be refunded.');
    case ErrorCode.internal:
      return t('Something went wrong on our side. Please try again.');
    case ErrorCode.urlNotAllowed:
      return t('This address is not allowed: the server does not call private, loopback or link-local addresses.');
    case ErrorCode.apiKeyRequired:
      return t(
        'The stored API key is only sent to the address it was saved for. Enter the key for the new address, or remove the stored key.',
      );
    case ErrorCode.backupBusy:
      return t('A backup is being written already. Try again when it has finished.');
    case ErrorCode.workerUnavailable:
      return t(
        'No search worker is running right now, so nothing was started or charged. Try again in a minute; if this keeps happening, tell the administrator.',
      );
    default:
      return undefined;
  }
}

/**
 * The text to show for a failed call. The server writes English; when the interface is in
 * another language a known error code is shown in that language, anything else as the server
 * wrote it, and an empty message as "Operation failed" (spec §8: 操作失败).
 */
export function localizeError(code: string | undefined, serverMsg: string | undefined): string {
  const isEnglish = i18n.language === 'en';
  const localized = isEnglish ? undefined : knownMessage(code);
  return localized ?? (serverMsg || knownMessage(code) || i18n.t('Operation failed'));
}

/** The text for any rejection: an ApiError's message, else "Operation failed". */
export function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.errorMsg : i18n.t('Operation failed');
}
