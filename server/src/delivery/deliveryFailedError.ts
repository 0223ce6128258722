import { ErrorCode } from '@inkstone/shared/errorCodes';
import { AppError } from '../errors.js';

/**
 * 502 `delivery_failed`: a mail or SMS provider refused or could not be reached. The client sees a
 * generic message; `detail` (provider error code and text, never the message body) is logged.
 */
export class DeliveryFailedError extends AppError {
  constructor(
    readonly channel: 'email' | 'sms',
    readonly detail: string,
  ) {
    super(
      502,
      ErrorCode.deliveryFailed,
      `We could not send the ${channel === 'sms' ? 'text message' : 'email'}. Please try again later.`,
    );
  }
}
