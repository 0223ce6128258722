/** A message to a user: a verification code by email or SMS. */
export interface OutgoingMessage {
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  /** The code itself, for SMS providers whose templates take parameters. */
  code: string;
}

/** Sends messages through the configured providers (SMTP, cloud SMS) or the development outbox. */
export interface Delivery {
  send(message: OutgoingMessage): Promise<void>;
}
