import { accountTypeOf } from '@inkstone/shared/accountName';
import { Email, Phone } from '@inkstone/shared/api/common';
import * as usersRepo from '../db/repos/users.js';
import type { UserRow } from '../db/schema/index.js';
import type { Db } from '../db/types.js';

/** What `admin:grant` did. */
export type GrantAdminResult =
  | { status: 'granted' | 'already_admin'; user: UserRow }
  | { status: 'not_found'; account: string }
  | { status: 'invalid'; message: string };

/**
 * Makes the account named by an email or phone (spec §5 decides which) an admin. The role is read
 * on every request, so it applies to the user's existing sessions at once.
 */
export async function grantAdmin(db: Db, accountName: string, now: Date): Promise<GrantAdminResult> {
  const isEmail = accountTypeOf(accountName) === 'email';
  const parsed = (isEmail ? Email : Phone).safeParse(accountName);
  if (!parsed.success) {
    return {
      status: 'invalid',
      message: `"${accountName}" is neither a valid email address nor a valid phone number`,
    };
  }
  const account = parsed.data;
  const user = isEmail ? await usersRepo.findByEmail(db, account) : await usersRepo.findByPhone(db, account);
  if (!user) return { status: 'not_found', account };
  if (user.loginUserType === 'admin') return { status: 'already_admin', user };
  return { status: 'granted', user: await usersRepo.setLoginUserType(db, user.id, 'admin', now) };
}
