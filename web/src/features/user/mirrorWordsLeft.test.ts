import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { UserInfoRes } from '@inkstone/shared/api/user';
import { userStore } from '../../lib/userStore';
import { defaultUserState } from '../../lib/userState';
import { mirrorWordsLeft } from './mirrorWordsLeft';
import { userKeys } from './queries';
import { testUserInfo } from './userInfo.test-fixture';

describe('mirrorWordsLeft', () => {
  let client: QueryClient;
  let stop: () => void;
  beforeEach(() => {
    userStore.set({ ...defaultUserState('en'), logged: true, durWordsLeft: 5 });
    client = new QueryClient();
    stop = mirrorWordsLeft(client);
  });
  afterEach(() => stop());

  it('writes every balance the user-info query holds into the persisted state', () => {
    client.setQueryData<UserInfoRes>(userKeys.info(), testUserInfo(900));
    expect(userStore.get().durWordsLeft).toBe(900);
    client.setQueryData<UserInfoRes>(userKeys.info(), (info) => info && { ...info, durWordsLeft: 400 });
    expect(userStore.get().durWordsLeft).toBe(400);
  });

  it('ignores other queries', () => {
    client.setQueryData(['notes', 'info'], { durWordsLeft: 1 });
    expect(userStore.get().durWordsLeft).toBe(5);
  });
});
