import type { ChangePasswordReq, UpdatePreferencesReq, UserInfoRes } from '@inkstone/shared/api/user';
import { ErrorCode } from '@inkstone/shared/errorCodes';
import { throttledSignIn } from '../auth/loginThrottle.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { presentUserInfo } from '../presenters/userInfo.js';
import { currentWordsLeft } from '../billing/currentBalance.js';
import type { AppContext } from '../context.js';
import * as sessionsRepo from '../db/repos/sessions.js';
import * as usersRepo from '../db/repos/users.js';
import type { SessionRow } from '../db/schema/index.js';
import type { SignedInUser } from '../db/sessionCache.js';
import { BadRequestError } from '../errors.js';

/**
 * The signed-in user's info with the balance as of this request: the one authentication read, or
 * the current one (a request's user does not carry it).
 */
export async function currentUserInfo(
  ctx: AppContext,
  user: SignedInUser,
  wordsLeftRead: number | undefined,
): Promise<UserInfoRes> {
  const wordsLeft = wordsLeftRead ?? (await currentWordsLeft(ctx.database, user.id));
  return presentUserInfo({ ...user, wordsLeft }, ctx.abilities);
}

/** Saves profile preferences (nickname, language, questionnaire flag) and returns the new user info. */
export async function updatePreferences(
  ctx: AppContext,
  user: SignedInUser,
  prefs: UpdatePreferencesReq,
): Promise<UserInfoRes> {
  const updated = await usersRepo.updatePreferences(ctx.db, user.id, prefs, ctx.clock.now());
  return presentUserInfo(updated, ctx.abilities);
}

// 400, not 401: the caller is signed in, and a 401 would sign the client out.
const WrongCurrentPasswordError = () =>
  BadRequestError(ErrorCode.invalidCredentials, 'The current password is not correct.');
const NoPasswordError = () =>
  BadRequestError(ErrorCode.invalidCredentials, 'This account signs in by SMS code and has no password to change.');

/**
 * Replaces the password after checking the current one (under the sign-in failure limits, so a
 * stolen session cannot guess it) and signs out every other session of the user.
 */
export async function changePassword(
  ctx: AppContext,
  user: SignedInUser,
  session: SessionRow,
  req: ChangePasswordReq,
  ip: string,
): Promise<void> {
  await throttledSignIn(ctx, user.email ?? user.phone ?? user.id, ip, async () => {
    if (!user.passwordHash) throw NoPasswordError();
    if (!(await verifyPassword(user.passwordHash, req.currentPassword))) throw WrongCurrentPasswordError();
  });
  const passwordHash = await hashPassword(req.newPassword);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await usersRepo.setPasswordHash(tx, user.id, passwordHash, now);
    await sessionsRepo.revokeOthersForUser(tx, user.id, session.id, now);
  });
}

/** Ends the current session. */
export function logout(ctx: AppContext, session: SessionRow): Promise<void> {
  return sessionsRepo.revoke(ctx.db, session.id, ctx.clock.now());
}

/** Ends every session of the user, this one included. */
export function logoutAll(ctx: AppContext, user: SignedInUser): Promise<void> {
  return sessionsRepo.revokeAllForUser(ctx.db, user.id, ctx.clock.now());
}
