import { ErrorCode } from '@inkstone/shared/errorCodes';
import { isApiError } from '../../lib/apiError';
import { messageOf } from '../../lib/errorMessages';
import { i18n } from '../../lib/i18n';

/**
 * What to tell the user when an editor image was refused. The server's validation text names the
 * form field ("file: only PNG, …" — conventions §2), which means nothing to someone who picked a
 * picture, so its known refusals are worded here; anything else reads as any failed call does.
 */
export function imageUploadErrorText(error: unknown): string {
  if (isApiError(error)) {
    if (error.errorCode === ErrorCode.payloadTooLarge) return i18n.t('Images can be at most 5 MB.');
    if (error.errorCode === ErrorCode.validation) {
      return i18n.t('This file could not be inserted: choose a PNG, JPEG, GIF or WebP image.');
    }
  }
  return messageOf(error);
}
