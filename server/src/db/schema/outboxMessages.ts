import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Development outbox: messages that would have been emailed or texted when no provider is set. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid().primaryKey(),
    channel: text({ enum: ['email', 'sms'] }).notNull(),
    recipient: text().notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_messages_recipient_idx').on(t.recipient, t.createdAt)],
);
