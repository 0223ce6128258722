import nodemailer, { type Transporter } from 'nodemailer';
import type { Delivery, OutgoingMessage } from './delivery.js';
import { DeliveryFailedError } from './deliveryFailedError.js';

/** Sends email over SMTP (`SMTP_URL`, e.g. smtps://user:pass@smtp.example.com) with nodemailer. */
export class SmtpDelivery implements Delivery {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    // Short timeouts: the user is waiting on the request that sends the code.
    this.transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }

  async send(message: OutgoingMessage): Promise<void> {
    try {
      await this.transport.sendMail({
        from: this.from,
        to: message.recipient,
        subject: message.subject,
        text: message.body,
      });
    } catch (err) {
      throw new DeliveryFailedError('email', `smtp: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
}
