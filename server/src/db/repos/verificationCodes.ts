import crypto from 'node:crypto';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { verificationCodes, type VerificationCodeRow } from '../schema/index.js';
import type { Db } from '../types.js';

type Purpose = VerificationCodeRow['purpose'];

/**
 * Serialises code requests for one recipient until the transaction ends, so two concurrent
 * requests cannot both pass the resend throttle.
 */
export async function lockRecipient(tx: Db, recipient: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`verification_code:${recipient}`}))`);
}

/** Creation times of the codes sent to `recipient` (any purpose) since `since`. */
export async function sentToSince(db: Db, recipient: string, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.recipient, recipient), gt(verificationCodes.createdAt, since)));
  return rows.map((r) => r.createdAt);
}

/** Creation times of the codes requested from `ip` since `since`. */
export async function sentFromIpSince(db: Db, ip: string, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.ip, ip), gt(verificationCodes.createdAt, since)));
  return rows.map((r) => r.createdAt);
}

export async function insert(
  db: Db,
  values: { purpose: Purpose; recipient: string; codeHash: string; ip: string; now: Date; expiresAt: Date },
): Promise<string> {
  const id = crypto.randomUUID();
  await db.insert(verificationCodes).values({
    id,
    purpose: values.purpose,
    recipient: values.recipient,
    codeHash: values.codeHash,
    ip: values.ip,
    createdAt: values.now,
    expiresAt: values.expiresAt,
  });
  return id;
}

/** The newest code for recipient and purpose, row-locked until the transaction ends. */
export async function latestForUpdate(
  tx: Db,
  purpose: Purpose,
  recipient: string,
): Promise<VerificationCodeRow | undefined> {
  const [row] = await tx
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.recipient, recipient), eq(verificationCodes.purpose, purpose)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1)
    .for('update');
  return row;
}

/** Counts one wrong guess; returns the new number of attempts. */
export async function addAttempt(tx: Db, id: string): Promise<number> {
  const [row] = await tx
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(eq(verificationCodes.id, id))
    .returning({ attempts: verificationCodes.attempts });
  return row?.attempts ?? 0;
}

/** Marks a code used (or dead, when its delivery failed) so it never matches again. */
export async function consume(db: Db, id: string, now: Date): Promise<void> {
  await db.update(verificationCodes).set({ consumedAt: now }).where(eq(verificationCodes.id, id));
}
