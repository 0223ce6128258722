import crypto from 'node:crypto';
import type { Logger } from 'pino';
import * as outboxRepo from '../db/repos/outboxMessages.js';
import type { Db } from '../db/types.js';
import type { Delivery, OutgoingMessage } from './delivery.js';

/**
 * Development outbox: when no provider is configured, messages are logged and stored so that
 * `GET /v1/dev/outbox` (outside production) can list them.
 */
export class OutboxDelivery implements Delivery {
  constructor(
    private readonly db: Db,
    private readonly log: Pick<Logger, 'info'> | undefined,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    await outboxRepo.insert(this.db, {
      id: crypto.randomUUID(),
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject,
      body: message.body,
    });
    this.log?.info({ outbox: { channel: message.channel, to: message.recipient, body: message.body } }, 'dev outbox');
  }
}
