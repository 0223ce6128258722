import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUsageRes, UsageDay } from '@inkstone/shared/api/adminUsage';
import type { ShareCodeRes } from '@inkstone/shared/api/shareCode';
import { V1 } from '@inkstone/shared/paths';
import { settleHold, takeHold } from '../../../billing/holds.js';
import * as pageViewsRepo from '../../../db/repos/pageViews.js';
import * as researchSessionsRepo from '../../../db/repos/researchSessions.js';
import * as usersRepo from '../../../db/repos/users.js';
import { userIdOf } from '../../../test/aiTestApp.js';
import { adminUser, okData, registerUser, smsLoginUser, type RegisteredUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';

let t: TestApp;
let admin: RegisteredUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminUser(t);
});
afterAll(async () => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const utcDay = (d: Date) => d.toISOString().slice(0, 10);
const usage = (days: number, token = admin.token) =>
  t.request({ method: 'GET', url: `${V1.admin.usage}?days=${days}`, token });

type Series = Omit<UsageDay, 'date'>;
const ZERO: Series = {
  activeUsers: 0,
  pageViews: 0,
  aiUses: 0,
  aiWords: 0,
  paperSearches: 0,
  signUpsEmail: 0,
  signUpsSms: 0,
  signUpsInvited: 0,
};

/** What changed on each day between two answers over the same days. */
function growth(before: AdminUsageRes, after: AdminUsageRes): Map<string, Series> {
  return new Map(
    after.days.map((day, i) => {
      const { date, ...now } = day;
      const { date: _, ...then } = before.days[i]!;
      const diff = Object.fromEntries(
        Object.entries(now).map(([key, value]) => [key, value - then[key as keyof Series]]),
      ) as Series;
      return [date, diff];
    }),
  );
}

async function aiOperation(userId: string, charged: number, at: Date) {
  const { hold } = await takeHold(t.ctx.db, { userId, amount: 500, purpose: 'polish', now: at });
  await settleHold(t.ctx.db, hold, charged, at);
}

async function pageView(userId: string | null, route: string, at: Date) {
  await pageViewsRepo.insertMany(t.ctx.db, [
    { userId, route, referrerRoute: null, language: 'en', viewport: 'desktop', release: 'test', createdAt: at },
  ]);
}

async function paperSearch(userId: string, at: Date) {
  await researchSessionsRepo.insertSession(t.ctx.db, {
    id: crypto.randomUUID(),
    userId,
    topic: 'usage',
    options: {},
    state: 'finished',
    step: 3,
    createdAt: at,
    updatedAt: at,
  });
}

describe('GET /v1/admin/usage', () => {
  it('counts every series per UTC day and fills the days without activity with zeros', async () => {
    const now = t.clock.now();
    const threeDaysAgo = new Date(now.getTime() - 3 * DAY_MS);
    const before = okData<AdminUsageRes>(await usage(7));

    // Today: an email sign-up who invites a friend, an SMS sign-up who searches, AI use and page views.
    const inviter = await registerUser(t);
    const inviterId = await userIdOf(t, inviter.email);
    const { shareCode } = okData<ShareCodeRes>(
      await t.request({ method: 'GET', url: V1.shareCode.generateShareCode, token: inviter.token }),
    );
    const invitee = await registerUser(t, { inviteCode: shareCode });
    const inviteeId = await userIdOf(t, invitee.email);
    const sms = await smsLoginUser(t);
    const smsUserId = (await usersRepo.findByPhone(t.ctx.db, sms.phone))!.id;
    await aiOperation(inviterId, 200, now);
    await paperSearch(smsUserId, now);
    await pageView(inviterId, '/apps/home', now);
    await pageView(inviterId, '/apps/home', now);
    await pageView(null, '/apps/polish', now);
    // Three days ago: the invitee used AI and the inviter viewed a page.
    await aiOperation(inviteeId, 50, threeDaysAgo);
    await pageView(inviterId, '/apps/home', threeDaysAgo);

    const after = okData<AdminUsageRes>(await usage(7));
    expect(after.days.map((d) => d.date)).toEqual(
      Array.from({ length: 7 }, (_, i) => utcDay(new Date(now.getTime() - (6 - i) * DAY_MS))),
    );
    const grown = growth(before, after);
    expect(grown.get(utcDay(now))).toEqual({
      activeUsers: 3,
      pageViews: 3,
      aiUses: 1,
      aiWords: 200,
      paperSearches: 1,
      signUpsEmail: 1,
      signUpsSms: 1,
      signUpsInvited: 1,
    });
    expect(grown.get(utcDay(threeDaysAgo))).toEqual({ ...ZERO, activeUsers: 2, pageViews: 1, aiUses: 1, aiWords: 50 });
    // Nothing else happened on the other days of this fresh database: they are present, and zero.
    const quiet = after.days.filter((d) => d.date !== utcDay(now) && d.date !== utcDay(threeDaysAgo));
    expect(quiet).toHaveLength(5);
    for (const { date: _, ...series } of quiet) expect(series).toEqual(ZERO);
    expect(after.topRoutes).toEqual([
      { route: '/apps/home', views: 3 },
      { route: '/apps/polish', views: 1 },
    ]);
  });

  it('covers 30 days by default and 90 on request, and rejects other periods', async () => {
    const def = await t.request({ method: 'GET', url: V1.admin.usage, token: admin.token });
    expect(okData<AdminUsageRes>(def).days).toHaveLength(30);
    const quarter = okData<AdminUsageRes>(await usage(90)).days;
    expect(quarter).toHaveLength(90);
    expect(quarter.at(-1)!.date).toBe(utcDay(t.clock.now()));
    const bad = await usage(14);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, errorCode: 'validation_error' });
  });

  it('answers 401 without a token and 403 forbidden to a regular user', async () => {
    expect((await t.request({ method: 'GET', url: V1.admin.usage })).statusCode).toBe(401);
    const { token } = await registerUser(t);
    const res = await usage(7, token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'forbidden' });
  });
});
