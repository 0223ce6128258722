import crypto from 'node:crypto';
import { ErrorCode } from '@inkstone/shared/errorCodes';
import type { AppContext } from '../context.js';
import * as usersRepo from '../db/repos/users.js';
import * as ledger from '../db/repos/wordLedger.js';
import type { UserRow } from '../db/schema/index.js';
import { ConflictError } from '../errors.js';

export interface NewAccount {
  email?: string;
  phone?: string;
  passwordHash?: string;
  nickname: string;
  invitedByCode?: string;
}

/** 409 account_exists. */
export const AccountExistsError = () =>
  ConflictError(ErrorCode.accountExists, 'An account with this email address or phone number already exists.');

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Creates an account with the FREE_WORDS starting balance; the user row and its `signup_grant`
 * ledger entry are written in one transaction. A taken email or phone is 409 account_exists.
 */
export async function createAccount(ctx: AppContext, account: NewAccount): Promise<UserRow> {
  const now = ctx.clock.now();
  const grant = ctx.env.FREE_WORDS;
  try {
    return await ctx.db.transaction(async (tx) => {
      const user = await usersRepo.insert(tx, {
        id: crypto.randomUUID(),
        ...account,
        wordsLeft: grant,
        createdAt: now,
        updatedAt: now,
      });
      await ledger.append(tx, { userId: user.id, delta: grant, balanceAfter: grant, reason: 'signup_grant', now });
      return user;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw AccountExistsError();
    throw err;
  }
}

/** The account of a phone number, created on its first SMS sign-in (nickname = the phone, spec §3). */
export async function findOrCreateByPhone(ctx: AppContext, phone: string): Promise<UserRow> {
  const existing = await usersRepo.findByPhone(ctx.db, phone);
  if (existing) return existing;
  try {
    return await createAccount(ctx, { phone, nickname: phone });
  } catch (err) {
    // A concurrent first sign-in created it in between.
    const raced = await usersRepo.findByPhone(ctx.db, phone);
    if (raced) return raced;
    throw err;
  }
}
