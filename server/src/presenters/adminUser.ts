import type { AdminUserItem } from '@inkstone/shared/api/admin';
import type { UserRow } from '../db/schema/index.js';

/** An account as the admin user list shows it (no password hash, no preferences). */
export function presentAdminUser(user: UserRow): AdminUserItem {
  return {
    id: user.id,
    userAccount: user.email ?? user.phone ?? '',
    nickname: user.nickname,
    email: user.email,
    phone: user.phone,
    loginUserType: user.loginUserType,
    durWordsLeft: user.wordsLeft,
    lastLoginTime: user.lastLoginAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}
