import { InviteCode } from '@inkstone/shared/api/shareCode';
import { ErrorCode } from '@inkstone/shared/errorCodes';
import * as invitations from '../db/repos/invitations.js';
import type { Db } from '../db/types.js';
import { BadRequestError } from '../errors.js';

/** 400 invite_code_unknown: the client may offer to continue without it. */
export const InviteCodeUnknownError = () =>
  BadRequestError(
    ErrorCode.inviteCodeUnknown,
    'This invite code does not exist. Check it, or continue without an invite code.',
  );

/**
 * The inviter named by an invite code as typed, or undefined when none was given. An unknown code is
 * refused before anything else happens, so the sign-up code is not spent and the user can retry.
 */
export async function resolveInviter(db: Db, typed: string | undefined): Promise<{ id: string } | undefined> {
  const code = InviteCode.parse(typed ?? '');
  if (!code) return undefined;
  const inviter = await invitations.findByShareCode(db, code);
  if (!inviter) throw InviteCodeUnknownError();
  return { id: inviter.id };
}
