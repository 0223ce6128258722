/** A cloud SMS service that texts a verification code through a pre-approved template. */
export interface SmsProvider {
  readonly name: string;
  /**
   * Sends `code` to `phone` (as validated by the shared Phone schema). Rejects with
   * DeliveryFailedError when the provider refuses or cannot be reached.
   */
  sendCode(phone: string, code: string): Promise<void>;
}
