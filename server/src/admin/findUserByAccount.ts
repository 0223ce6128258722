import { z } from 'zod';
import { accountTypeOf } from '@inkstone/shared/accountName';
import { Email, Phone } from '@inkstone/shared/api/common';
import * as usersRepo from '../db/repos/users.js';
import type { UserRow } from '../db/schema/index.js';
import type { Db } from '../db/types.js';
import { NotFoundError, ValidationError } from '../errors.js';

const UserId = z.uuid();

/**
 * The account an administrator named by its id, email or phone (spec §5 tells email from phone).
 * A name that is none of the three is a 400; no such account, a 404.
 */
export async function findUserByAccount(db: Db, account: string): Promise<UserRow> {
  const name = account.trim();
  let user: UserRow | undefined;
  if (UserId.safeParse(name).success) user = await usersRepo.findById(db, name.toLowerCase());
  else {
    const isEmail = accountTypeOf(name) === 'email';
    const parsed = (isEmail ? Email : Phone).safeParse(name);
    if (!parsed.success) throw ValidationError('account: must be a user ID, an email address or a phone number');
    user = isEmail ? await usersRepo.findByEmail(db, parsed.data) : await usersRepo.findByPhone(db, parsed.data);
  }
  if (!user) throw NotFoundError('User', 'No account has this ID, email or phone.');
  return user;
}
