import type { UserInfoRes } from '@inkstone/shared/api/user';

/** A signed-in user's info as /v1/user/info answers it, for tests; `durWordsLeft` is the balance. */
export function testUserInfo(durWordsLeft: number): UserInfoRes {
  return {
    userAccount: 'a@b.co',
    durWordsLeft,
    lastLoginTime: null,
    nickname: 'A',
    email: 'a@b.co',
    phone: null,
    loginUserType: 'regular',
    language: 'en',
    hasSeenQuestionaire: true,
    abilities: [],
  };
}
