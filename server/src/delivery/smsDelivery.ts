import type { Delivery, OutgoingMessage } from './delivery.js';
import { DeliveryFailedError } from './deliveryFailedError.js';
import type { SmsProvider } from './sms/smsProvider.js';

/** Delivers SMS messages through a cloud provider; the provider's template carries the wording. */
export class SmsDelivery implements Delivery {
  constructor(private readonly provider: SmsProvider) {}

  async send(message: OutgoingMessage): Promise<void> {
    // SMS templates are approved in advance and only take the code, so notices cannot be texted.
    if (!message.code) throw new DeliveryFailedError('sms', `${this.provider.name}: SMS messages need a code`);
    await this.provider.sendCode(message.recipient, message.code);
  }
}
