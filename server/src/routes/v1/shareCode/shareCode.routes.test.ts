import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginRes } from '@inkstone/shared/api/login';
import type { RecentInviteesRes, ShareCodeRes } from '@inkstone/shared/api/shareCode';
import { V1 } from '@inkstone/shared/paths';
import * as ledger from '../../../db/repos/wordLedger.js';
import { creditInvitation } from '../../../invitations/inviteReward.js';
import { userIdOf } from '../../../test/aiTestApp.js';
import {
  latestCode,
  okData,
  registerUser,
  uniqueEmail,
  uniqueIp,
  uniquePhone,
  type RegisteredUser,
} from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';

const FREE = 1000;
let t: TestApp;
let inviter: RegisteredUser;
let code: string;
beforeAll(async () => {
  t = await createTestApp({
    FREE_WORDS: String(FREE),
    INVITE_REWARD_WORDS: '2000',
    INVITEE_REWARD_WORDS: '300',
    INVITE_DAILY_CAP: '3',
    PUBLIC_BASE_URL: 'https://inkstone.example.test/',
  });
  inviter = await registerUser(t);
  code = okData<ShareCodeRes>(await get(V1.shareCode.generateShareCode, inviter.token)).shareCode;
});
afterAll(async () => t.close());

const get = (url: string, token?: string) => t.request({ method: 'GET', url, token });
const count = async (token: string) =>
  okData<{ count: number }>(await get(V1.shareCode.getSuccessRegisterCount, token)).count;
const points = async (token: string) =>
  okData<{ points: number }>(await get(V1.shareCode.getPointsObtained, token)).points;

/** Requests an SMS code; returns a sign-in with it, optionally with an invite code. */
async function smsCode(phone: string) {
  const ip = uniqueIp();
  okData(await t.request({ method: 'POST', url: V1.login.sendSMSCode, payload: { phone }, remoteAddress: ip }));
  const smsCodeValue = await latestCode(t, phone);
  return (inviteCode?: string) =>
    t.request({
      method: 'POST',
      url: V1.login.sms,
      payload: { phone, code: smsCodeValue, inviteCode },
      remoteAddress: ip,
    });
}

describe('GET /v1/shareCode/generateShareCode', () => {
  it('gives a stable code, its invitation link on the public origin and a QR code', async () => {
    const res = okData<ShareCodeRes>(await get(V1.shareCode.generateShareCode, inviter.token));
    expect(res.shareCode).toBe(code);
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect(res.link).toBe(`https://inkstone.example.test/front-pages/invitation?code=${code}`);
    expect(res.qrSvg).toMatch(/^<svg[^>]*>.*<\/svg>\s*$/s);
  });

  it('answers 401 on every sharing route without a token', async () => {
    for (const url of Object.values(V1.shareCode)) expect((await get(url)).statusCode).toBe(401);
  });
});

describe('invitations', () => {
  it('credits the inviter and the invitee once, when the invitee registers with the code', async () => {
    const invitee = await registerUser(t, { inviteCode: code.toLowerCase() });
    expect(invitee.user.durWordsLeft).toBe(FREE + 300);
    expect(await count(inviter.token)).toBe(1);
    expect(await points(inviter.token)).toBe(2000);
    const recent = okData<RecentInviteesRes>(await get(V1.shareCode.recentInvitees, inviter.token));
    expect(recent.items).toEqual([
      { account: `${invitee.email.slice(0, 2)}***@example.test`, registeredAt: expect.any(String), rewardWords: 2000 },
    ]);
    // A second reward for the same invitee is refused by the ledger's unique guard.
    const ids = { inviterId: await userIdOf(t, inviter.email), inviteeId: await userIdOf(t, invitee.email) };
    await expect(
      t.ctx.db.transaction((tx) => creditInvitation(tx, t.ctx.env, { ...ids, now: t.clock.now() })),
    ).rejects.toThrow();
    expect(await points(inviter.token)).toBe(2000);
  });

  it('refuses an unknown code before spending the email code, so registration can go on without it', async () => {
    const email = uniqueEmail();
    const ip = uniqueIp();
    const post = (payload: object) =>
      t.request({ method: 'POST', url: V1.register.doRegistry, payload, remoteAddress: ip });
    okData(await t.request({ method: 'POST', url: V1.register.registerCode, payload: { email }, remoteAddress: ip }));
    const body = { email, code: await latestCode(t, email), password: 'a-password-1' };
    const refused = await post({ ...body, inviteCode: 'NOSUCH22' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, errorCode: 'invite_code_unknown' });
    expect(okData<LoginRes>(await post(body)).user.durWordsLeft).toBe(FREE);
  });

  it('credits on the first SMS sign-in only, and refuses an unknown code there too', async () => {
    const phone = uniquePhone();
    const before = await points(inviter.token);
    const signIn = await smsCode(phone);
    expect((await signIn('NOSUCH22')).json()).toMatchObject({ errorCode: 'invite_code_unknown' });
    expect(okData<LoginRes>(await signIn(code)).user.durWordsLeft).toBe(FREE + 300);
    t.clock.advance(61_000);
    const again = okData<LoginRes>(await (await smsCode(phone))(code));
    expect(again.user.durWordsLeft).toBe(FREE + 300);
    expect(await points(inviter.token)).toBe(before + 2000);
  });

  it('stops rewarding an inviter past the daily cap, concurrently too, and again after 24 hours', async () => {
    const host = await registerUser(t);
    const hostCode = okData<ShareCodeRes>(await get(V1.shareCode.generateShareCode, host.token)).shareCode;
    await Promise.all(Array.from({ length: 5 }, () => registerUser(t, { inviteCode: hostCode })));
    expect(await count(host.token)).toBe(5);
    expect(await points(host.token)).toBe(3 * 2000);
    const recent = okData<RecentInviteesRes>(await get(V1.shareCode.recentInvitees, host.token));
    expect(recent.items.map((i) => i.rewardWords).sort()).toEqual([0, 0, 2000, 2000, 2000]);
    t.clock.advance(24 * 60 * 60 * 1000 + 1);
    await registerUser(t, { inviteCode: hostCode });
    expect(await points(host.token)).toBe(4 * 2000);
  });

  it('keeps every balance equal to its ledger', async () => {
    expect(await ledger.listMismatches(t.ctx.db)).toEqual([]);
  });
});
