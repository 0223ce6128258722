import type { CodeSentRes, LoginRes } from '@inkstone/shared/api/login';
import type { DoRegistryReq, ResetPasswordReq } from '@inkstone/shared/api/register';
import { AccountExistsError, createAccount } from './accounts.js';
import { InvalidCodeError } from './authErrors.js';
import { consumeCode } from './consumeCode.js';
import { accountExistsEmail, registerCodeEmail, resetCodeEmail } from './messages.js';
import { hashPassword } from './passwords.js';
import { sendCode } from './sendCode.js';
import { signIn, type ClientInfo } from './signIn.js';
import type { AppContext } from '../context.js';
import * as sessionsRepo from '../db/repos/sessions.js';
import * as usersRepo from '../db/repos/users.js';
import { resolveInviter } from '../invitations/inviter.js';

/**
 * Emails a registration code. For an address that already has an account it emails a notice
 * instead, and answers exactly the same, so the response never reveals that the account exists.
 */
export async function sendRegisterCode(ctx: AppContext, email: string, ip: string): Promise<CodeSentRes> {
  const exists = (await usersRepo.findByEmail(ctx.db, email)) !== undefined;
  return sendCode(ctx, {
    purpose: 'register',
    recipient: email,
    ip,
    compose: (code) => (exists ? accountExistsEmail(email) : registerCodeEmail(email, code)),
  });
}

/** Creates an email account from a valid code and signs it in; an invite code credits its inviter. */
export async function register(ctx: AppContext, req: DoRegistryReq, client: ClientInfo): Promise<LoginRes> {
  // Before the code is spent: an unknown invite code must leave the user free to retry without it.
  const inviter = await resolveInviter(ctx.db, req.inviteCode);
  await consumeCode(ctx, 'register', req.email, req.code);
  // The caller has just proved they own the mailbox, so saying the account exists leaks nothing.
  if (await usersRepo.findByEmail(ctx.db, req.email)) throw AccountExistsError();
  const user = await createAccount(ctx, {
    email: req.email,
    passwordHash: await hashPassword(req.password),
    nickname: req.email,
    invitedByCode: req.inviteCode || undefined,
    invitedBy: inviter?.id,
  });
  return signIn(ctx, user, client);
}

/** Emails a reset code when the account exists; otherwise sends nothing and answers the same. */
export async function sendResetPasswordCode(ctx: AppContext, email: string, ip: string): Promise<CodeSentRes> {
  const exists = (await usersRepo.findByEmail(ctx.db, email)) !== undefined;
  return sendCode(ctx, {
    purpose: 'reset_password',
    recipient: email,
    ip,
    compose: (code) => (exists ? resetCodeEmail(email, code) : undefined),
  });
}

/** Sets a new password from a valid reset code and signs the account out everywhere. */
export async function resetPassword(ctx: AppContext, req: ResetPasswordReq): Promise<void> {
  await consumeCode(ctx, 'reset_password', req.email, req.code);
  const user = await usersRepo.findByEmail(ctx.db, req.email);
  if (!user) throw InvalidCodeError();
  const passwordHash = await hashPassword(req.password);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await usersRepo.setPasswordHash(tx, user.id, passwordHash, now);
    await sessionsRepo.revokeAllForUser(tx, user.id, now);
  });
}
