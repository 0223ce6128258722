import type { UserInfoRes } from '@inkstone/shared/api/user';
import type { UserRow } from '../db/schema/index.js';
import type { AbilityTable } from '../policies/abilities.js';

/**
 * The user-info shape (spec §3) of a user row, with the abilities of the user's role so the client
 * can show or hide admin UI. `lastLoginTime` is the time of the latest sign-in (this session's, when
 * read right after signing in).
 */
export function presentUserInfo(user: UserRow, abilities: AbilityTable): UserInfoRes {
  return {
    userAccount: user.email ?? user.phone ?? '',
    durWordsLeft: user.wordsLeft,
    lastLoginTime: user.lastLoginAt?.toISOString() ?? null,
    nickname: user.nickname,
    email: user.email,
    phone: user.phone,
    loginUserType: user.loginUserType,
    language: user.language,
    hasSeenQuestionaire: user.hasSeenQuestionaire,
    abilities: abilities.abilitiesOf(user.loginUserType).map((a) => ({ action: a.action, subject: a.subject })),
  };
}
