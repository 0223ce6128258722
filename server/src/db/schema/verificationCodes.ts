import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One-time codes sent by email or SMS. Only a hash of the code is stored. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid().primaryKey(),
    purpose: text({ enum: ['register', 'reset_password', 'sms_login'] }).notNull(),
    recipient: text().notNull(),
    codeHash: text().notNull(),
    ip: text(),
    attempts: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('verification_codes_recipient_idx').on(t.recipient, t.purpose, t.createdAt),
    index('verification_codes_ip_idx').on(t.ip, t.createdAt),
  ],
);
export type VerificationCodeRow = typeof verificationCodes.$inferSelect;
