import crypto from 'node:crypto';
import { ErrorCode } from '@inkstone/shared/errorCodes';
import type { AppContext } from '../context.js';
import * as usersRepo from '../db/repos/users.js';
import * as ledger from '../db/repos/wordLedger.js';
import type { UserRow } from '../db/schema/index.js';
import { isUniqueViolation } from '../db/uniqueViolation.js';
import { ConflictError } from '../errors.js';
import { creditInvitation } from '../invitations/inviteReward.js';

export interface NewAccount {
  email?: string;
  phone?: string;
  passwordHash?: string;
  nickname: string;
  invitedByCode?: string;
  /** The account whose share code was given (already checked by invitations/inviter.ts). */
  invitedBy?: string;
}

/** 409 account_exists. */
export const AccountExistsError = () =>
  ConflictError(ErrorCode.accountExists, 'An account with this email address or phone number already exists.');

/**
 * Creates an account with the FREE_WORDS starting balance; the user row, its `signup_grant` ledger
 * entry and, when invited, the invitation's rewards are written in one transaction (accounts are
 * created only once their email or phone is proven, so this is when an invitee is verified). A
 * taken email or phone is 409 account_exists.
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
      if (!account.invitedBy) return user;
      await creditInvitation(tx, ctx.env, { inviterId: account.invitedBy, inviteeId: user.id, now });
      // The invitee's own reward changed the balance the insert returned.
      return (await usersRepo.findById(tx, user.id)) ?? user;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw AccountExistsError();
    throw err;
  }
}

/** The account of a phone number, created on its first SMS sign-in (nickname = the phone, spec §3). */
export async function findOrCreateByPhone(ctx: AppContext, phone: string, invitedBy?: string): Promise<UserRow> {
  const existing = await usersRepo.findByPhone(ctx.db, phone);
  if (existing) return existing;
  try {
    return await createAccount(ctx, { phone, nickname: phone, invitedBy });
  } catch (err) {
    // A concurrent first sign-in created it in between.
    const raced = await usersRepo.findByPhone(ctx.db, phone);
    if (raced) return raced;
    throw err;
  }
}
