/** A message to a user: a verification code, or a notice, by email or SMS. */
export interface OutgoingMessage {
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  /** The code itself, for SMS providers whose templates take it as a parameter; absent for notices. */
  code?: string;
}

/** Sends messages through the configured providers (SMTP, cloud SMS) or the development outbox. */
export interface Delivery {
  /** Resolves once the provider accepted the message; rejects with DeliveryFailedError otherwise. */
  send(message: OutgoingMessage): Promise<void>;
}
