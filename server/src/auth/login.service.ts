import type { CodeSentRes, EmailLoginReq, LoginRes, SmsLoginReq } from '@inkstone/shared/api/login';
import { findOrCreateByPhone } from './accounts.js';
import { InvalidCredentialsError } from './authErrors.js';
import { consumeCode } from './consumeCode.js';
import { throttledSignIn } from './loginThrottle.js';
import { loginCodeSms } from './messages.js';
import { verifyPassword } from './passwords.js';
import { sendCode } from './sendCode.js';
import { signIn, type ClientInfo } from './signIn.js';
import type { AppContext } from '../context.js';
import * as usersRepo from '../db/repos/users.js';
import { resolveInviter } from '../invitations/inviter.js';

/** Texts a sign-in code to a phone, whether or not it has an account yet. */
export function sendSmsLoginCode(ctx: AppContext, phone: string, ip: string): Promise<CodeSentRes> {
  return sendCode(ctx, { purpose: 'sms_login', recipient: phone, ip, compose: (code) => loginCodeSms(phone, code) });
}

/**
 * Signs in with an SMS code; the first sign-in of a phone number creates its account, crediting the
 * invite code's owner. The invite code is checked first (only for a new number), so an unknown one
 * leaves the SMS code unspent for a retry without it.
 */
export async function smsLogin(ctx: AppContext, req: SmsLoginReq, client: ClientInfo): Promise<LoginRes> {
  const isNew = req.inviteCode ? !(await usersRepo.findByPhone(ctx.db, req.phone)) : false;
  const inviter = isNew ? await resolveInviter(ctx.db, req.inviteCode) : undefined;
  await throttledSignIn(ctx, req.phone, client.ip, () => consumeCode(ctx, 'sms_login', req.phone, req.code));
  return signIn(ctx, await findOrCreateByPhone(ctx, req.phone, inviter?.id), client);
}

/** Signs in with email and password; unknown email and wrong password are indistinguishable. */
export async function emailLogin(ctx: AppContext, req: EmailLoginReq, client: ClientInfo): Promise<LoginRes> {
  const user = await throttledSignIn(ctx, req.email, client.ip, async () => {
    const found = await usersRepo.findByEmail(ctx.db, req.email);
    const isValid = await verifyPassword(found?.passwordHash, req.password);
    if (!found || !isValid) throw InvalidCredentialsError();
    return found;
  });
  return signIn(ctx, user, client);
}
