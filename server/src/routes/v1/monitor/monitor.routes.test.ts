import crypto from 'node:crypto';
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONITOR_MESSAGE_MAX_CHARS, MONITOR_REPORT_MAX_BYTES } from '@inkstone/shared/api/monitor';
import { V1 } from '@inkstone/shared/paths';
import { errorGroups, errorOccurrences, pageViews } from '../../../db/schema/index.js';
import { pruneMonitoring } from '../../../monitoring/prune.js';
import { userIdOf } from '../../../test/aiTestApp.js';
import { okData, registerUser, uniqueIp, type RegisteredUser } from '../../../test/factories.js';
import { chunkStack, errorEvent, pageView, report, writeFixtureMaps } from '../../../test/monitorApi.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';

let t: TestApp;
let mapsDir: string;
let alice: RegisteredUser;
let aliceId: string;
beforeAll(async () => {
  mapsDir = writeFixtureMaps();
  t = await createTestApp({
    SOURCE_MAPS_DIR: mapsDir,
    MONITOR_REPORTS_PER_IP_MINUTE: '5',
    MONITOR_REPORTS_PER_USER_MINUTE: '3',
  });
  alice = await registerUser(t);
  aliceId = await userIdOf(t, alice.email);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(mapsDir, { recursive: true, force: true });
});

/** Letters only: numbers in a message are normalised away, so this tells groups apart. */
const word = () =>
  crypto
    .randomBytes(6)
    .toString('base64')
    .replace(/[^A-Za-z]/g, 'x');

async function groupOf(message: string) {
  const [group] = await t.ctx.db.select().from(errorGroups).where(eq(errorGroups.message, message));
  if (!group) throw new Error(`no group for ${message}`);
  const occurrences = await t.ctx.db.select().from(errorOccurrences).where(eq(errorOccurrences.groupId, group.id));
  return { group, occurrences };
}

describe('POST /v1/monitor/report', () => {
  it('takes a signed-out batch: the error grouped with a symbolicated stack, the page view without a user', async () => {
    const message = `boom ${word()}`;
    const route = `/apps/${word()}`;
    const res = await report(t, { events: [errorEvent(message), pageView(route)] }, { ip: uniqueIp() });
    expect(okData(res)).toEqual({ errors: 1, pageViews: 1 });

    const { group, occurrences } = await groupOf(message);
    expect(group).toMatchObject({ kind: 'error', status: 'open', totalCount: 1, lastRelease: 'build-1' });
    expect(group.topStack).toContain('web/src/pages/BrokenPage.tsx:42:7');
    expect(occurrences).toHaveLength(1);
    expect(occurrences[0]).toMatchObject({ userId: null, route: '/apps/editor', userAgent: 'Mozilla/5.0 Test' });
    expect(occurrences[0]?.rawStack).toContain('BrokenPage-Ab12Cd34.js:1:100');
    expect(occurrences[0]?.symbolicatedStack).toContain('at web/src/pages/BrokenPage.tsx:57:3');

    const views = await t.ctx.db.select().from(pageViews).where(eq(pageViews.route, route));
    expect(views).toEqual([
      expect.objectContaining({ userId: null, referrerRoute: '/apps/home', language: 'en', viewport: 'desktop' }),
    ]);
  });

  it('takes the user from the session, never from the body; an expired token counts as signed out', async () => {
    const bob = await registerUser(t);
    const message = `session ${word()}`;
    const route = `/apps/${word()}`;
    const forged = { events: [errorEvent(message), pageView(route)], userId: aliceId };
    okData(await report(t, forged, { ip: uniqueIp(), token: bob.token }));
    const bobId = await userIdOf(t, bob.email);
    const { occurrences } = await groupOf(message);
    expect(occurrences[0]?.userId).toBe(bobId);
    const views = await t.ctx.db.select().from(pageViews).where(eq(pageViews.route, route));
    expect(views[0]?.userId).toBe(bobId);

    const stale = await report(t, { events: [pageView(route)] }, { ip: uniqueIp(), token: 'x'.repeat(43) });
    expect(okData(stale)).toEqual({ errors: 0, pageViews: 1 });
    const after = await t.ctx.db.select().from(pageViews).where(eq(pageViews.route, route));
    expect(after.map((v) => v.userId).sort()).toEqual([bobId, null].sort());
  });

  it('groups the same error across numbers in the message and moved lines, and counts every occurrence', async () => {
    const name = word();
    const first = `Cannot read items of ${name} 41`;
    const ip = uniqueIp();
    okData(await report(t, { events: [errorEvent(first), errorEvent(`Cannot read items of ${name} 42`)] }, { ip }));
    okData(
      await report(
        t,
        { release: 'build-2', events: [errorEvent(`Cannot read items of ${name} 7`, { stack: chunkStack('x', 101) })] },
        { ip },
      ),
    );
    const groups = await t.ctx.db.select().from(errorGroups);
    const mine = groups.filter((g) => g.message.startsWith(`Cannot read items of ${name}`));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ totalCount: 3, lastRelease: 'build-2', message: `Cannot read items of ${name} 7` });
    // One sample per group and batch.
    const { occurrences } = await groupOf(`Cannot read items of ${name} 7`);
    expect(occurrences).toHaveLength(2);

    const other = `Other failure ${word()}`;
    okData(await report(t, { events: [errorEvent(other, { kind: 'unhandledrejection' })] }, { ip }));
    expect((await groupOf(other)).group.kind).toBe('unhandledrejection');
  });

  it('opens a resolved group again when the error comes back; an ignored one stays ignored', async () => {
    const ip = uniqueIp();
    const [resolved, ignored] = [`back ${word()}`, `noise ${word()}`];
    okData(await report(t, { events: [errorEvent(resolved), errorEvent(ignored)] }, { ip }));
    await t.ctx.db.update(errorGroups).set({ status: 'resolved' }).where(eq(errorGroups.message, resolved));
    await t.ctx.db.update(errorGroups).set({ status: 'ignored' }).where(eq(errorGroups.message, ignored));
    okData(await report(t, { events: [errorEvent(resolved), errorEvent(ignored)] }, { ip }));
    expect((await groupOf(resolved)).group.status).toBe('open');
    expect((await groupOf(ignored)).group.status).toBe('ignored');
  });

  it('limits batches per address (429 with Retry-After) and per signed-in user across addresses', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 5; i += 1) okData(await report(t, { events: [pageView()] }, { ip }));
    const limited = await report(t, { events: [pageView()] }, { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, errorCode: 'rate_limited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await report(t, { events: [pageView()] }, { ip: uniqueIp() })).statusCode).toBe(200);

    const carol = await registerUser(t);
    for (let i = 0; i < 3; i += 1)
      okData(await report(t, { events: [pageView()] }, { ip: uniqueIp(), token: carol.token }));
    const perUser = await report(t, { events: [pageView()] }, { ip: uniqueIp(), token: carol.token });
    expect(perUser.statusCode).toBe(429);
    // The window slides: a minute later the user may report again.
    t.clock.advance(61_000);
    expect((await report(t, { events: [pageView()] }, { ip: uniqueIp(), token: carol.token })).statusCode).toBe(200);
  });

  it('refuses a body over the cap with 413 in the envelope', async () => {
    const big = 'y'.repeat(MONITOR_MESSAGE_MAX_CHARS);
    const events = Array.from({ length: 30 }, () => errorEvent(big, { stack: 's'.repeat(10_000) }));
    expect(JSON.stringify(events).length).toBeGreaterThan(MONITOR_REPORT_MAX_BYTES);
    const res = await report(t, { events }, { ip: uniqueIp() });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'payload_too_large' });
  });

  it('refuses bad batches with 400', async () => {
    const bad: Array<Record<string, unknown>> = [
      { events: [] },
      { events: [errorEvent('x'.repeat(MONITOR_MESSAGE_MAX_CHARS + 1))] },
      { events: [errorEvent('bad kind', { kind: 'segfault' })] },
      { events: [pageView('https://evil.example/apps/editor?id=1')] },
      { events: [pageView('/apps/editor', { viewport: 'watch' })] },
      { events: [pageView('/apps/editor', { language: 'fr' })] },
      { release: 'bad release!', events: [pageView()] },
      { events: Array.from({ length: 51 }, () => pageView()) },
      { events: [{ type: 'click', route: '/apps/editor' }] },
    ];
    for (const body of bad) {
      const res = await report(t, body, { ip: uniqueIp() });
      expect(res.statusCode, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(res.json().errorCode).toBe('validation_error');
    }
  });

  it('keeps nothing of a kind configuration switched off, and says so on /v1/monitor/config', async () => {
    const env = t.ctx.env;
    const route = `/apps/${word()}`;
    const message = `off ${word()}`;
    expect(okData(await t.request({ method: 'GET', url: V1.monitor.config }))).toEqual({
      monitoring: true,
      analytics: true,
    });
    env.ANALYTICS_ENABLED = false;
    env.MONITORING_ENABLED = false;
    try {
      expect(okData(await t.request({ method: 'GET', url: V1.monitor.config }))).toEqual({
        monitoring: false,
        analytics: false,
      });
      const res = await report(t, { events: [pageView(route), errorEvent(message)] }, { ip: uniqueIp() });
      expect(okData(res)).toEqual({ errors: 0, pageViews: 0 });
    } finally {
      env.ANALYTICS_ENABLED = true;
      env.MONITORING_ENABLED = true;
    }
    expect(await t.ctx.db.select().from(pageViews).where(eq(pageViews.route, route))).toEqual([]);
    expect(await t.ctx.db.select().from(errorGroups).where(eq(errorGroups.message, message))).toEqual([]);
  });

  it('prunes what is older than MONITOR_RETENTION_DAYS and keeps the rest', async () => {
    const DAY = 24 * 60 * 60 * 1000;
    const [oldRoute, newRoute, oldMessage, newMessage] = [`/apps/${word()}`, `/apps/${word()}`, word(), word()];
    t.clock.advance(-31 * DAY);
    try {
      okData(await report(t, { events: [pageView(oldRoute), errorEvent(oldMessage)] }, { ip: uniqueIp() }));
    } finally {
      t.clock.advance(31 * DAY);
    }
    okData(await report(t, { events: [pageView(newRoute), errorEvent(newMessage)] }, { ip: uniqueIp() }));
    await pruneMonitoring(t.ctx);
    expect(await t.ctx.db.select().from(pageViews).where(eq(pageViews.route, oldRoute))).toEqual([]);
    expect(await t.ctx.db.select().from(errorGroups).where(eq(errorGroups.message, oldMessage))).toEqual([]);
    expect(await t.ctx.db.select().from(pageViews).where(eq(pageViews.route, newRoute))).toHaveLength(1);
    expect((await groupOf(newMessage)).occurrences).toHaveLength(1);
  });
});
