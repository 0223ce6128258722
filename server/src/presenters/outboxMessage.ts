import type { DevOutboxMessage } from '@inkstone/shared/api/dev';
import type { OutboxMessageRow } from '../db/repos/outboxMessages.js';

/** One message of the development outbox, as the dev route answers it. */
export function presentOutboxMessage(row: OutboxMessageRow): DevOutboxMessage {
  return {
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}
