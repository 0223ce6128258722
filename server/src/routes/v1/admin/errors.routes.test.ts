import crypto from 'node:crypto';
import fs from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERROR_SPARKLINE_DAYS,
  type AdminErrorGroupRes,
  type AdminErrorsRes,
  type ErrorGroup,
} from '@inkstone/shared/api/monitor';
import { V1 } from '@inkstone/shared/paths';
import { adminAuditLog } from '../../../db/schema/index.js';
import { adminUser, okData, registerUser, uniqueIp, type RegisteredUser } from '../../../test/factories.js';
import { errorEvent, report, writeFixtureMaps } from '../../../test/monitorApi.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';

let t: TestApp;
let mapsDir: string;
let admin: RegisteredUser;
let user: RegisteredUser;
beforeAll(async () => {
  mapsDir = writeFixtureMaps();
  t = await createTestApp({ SOURCE_MAPS_DIR: mapsDir });
  [admin, user] = await Promise.all([adminUser(t), registerUser(t)]);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(mapsDir, { recursive: true, force: true });
});

const word = () =>
  crypto
    .randomBytes(6)
    .toString('base64')
    .replace(/[^A-Za-z]/g, 'x');
const path = (template: string, id: string) => template.replace(':id', id);
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

async function listAll(): Promise<ErrorGroup[]> {
  return okData<AdminErrorsRes>(
    await t.request({ method: 'GET', url: `${V1.admin.errors}?pageSize=100`, token: admin.token }),
  ).items;
}

describe('admin error groups', () => {
  it('answers 401 without a token and 403 to a regular user; the user learns nothing of the groups', async () => {
    const message = `secret ${word()}`;
    const sent = okData(await report(t, { events: [errorEvent(message)] }, { ip: uniqueIp(), token: user.token }));
    expect(sent).toEqual({ errors: 1, pageViews: 0 });
    const group = (await listAll()).find((g) => g.message === message);
    if (!group) throw new Error('group missing');
    const routes: Array<['GET' | 'POST', string]> = [
      ['GET', V1.admin.errors],
      ['GET', path(V1.admin.errorGroup, group.id)],
      ['POST', path(V1.admin.errorGroupStatus, group.id)],
    ];
    for (const [method, url] of routes) {
      const payload = method === 'POST' ? { status: 'resolved' } : undefined;
      expect((await t.request({ method, url, payload })).statusCode).toBe(401);
      const forbidden = await t.request({ method, url, payload, token: user.token });
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.body).not.toContain(message);
    }
    expect((await listAll()).find((g) => g.id === group.id)?.status).toBe('open');
  });

  it('lists groups last seen first, with counts per release, a daily sparkline and the symbolicated stack', async () => {
    const [older, newer] = [`older ${word()}`, `newer ${word()}`];
    const ip = uniqueIp();
    okData(await report(t, { release: 'rel-a', events: [errorEvent(older), errorEvent(older)] }, { ip }));
    okData(await report(t, { release: 'rel-b', events: [errorEvent(older)] }, { ip }));
    t.clock.advance(1000);
    okData(await report(t, { events: [errorEvent(newer)] }, { ip }));

    const items = await listAll();
    const seen = items.map((g) => Date.parse(g.lastSeenAt));
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    const newerAt = items.findIndex((g) => g.message === newer);
    const olderAt = items.findIndex((g) => g.message === older);
    expect(newerAt).toBeLessThan(olderAt);
    const group = items[olderAt] as ErrorGroup;
    expect(group).toMatchObject({ totalCount: 3, lastRelease: 'rel-b', status: 'open', kind: 'error' });
    expect(group.releases).toEqual([
      { release: 'rel-a', count: 2 },
      { release: 'rel-b', count: 1 },
    ]);
    expect(group.daily).toHaveLength(ERROR_SPARKLINE_DAYS);
    expect(group.daily.at(-1)).toBe(3);
    expect(group.daily.slice(0, -1).every((n) => n === 0)).toBe(true);
    expect(group.topStack).toContain('web/src/pages/BrokenPage.tsx:42:7');

    const detail = okData<AdminErrorGroupRes>(
      await t.request({ method: 'GET', url: path(V1.admin.errorGroup, group.id), token: admin.token }),
    );
    expect(detail.group.id).toBe(group.id);
    expect(detail.occurrences).toHaveLength(2);
    expect(detail.occurrences[0]).toMatchObject({ release: 'rel-b', route: '/apps/editor', userId: null });
    expect(detail.occurrences[0]?.symbolicatedStack).toContain('web/src/pages/BrokenPage.tsx');
  });

  it('filters by status; resolves and ignores a group, each change in the audit log', async () => {
    const message = `flaky ${word()}`;
    okData(await report(t, { events: [errorEvent(message)] }, { ip: uniqueIp() }));
    const group = (await listAll()).find((g) => g.message === message) as ErrorGroup;
    const setStatus = (status: string) =>
      t.request({
        method: 'POST',
        url: path(V1.admin.errorGroupStatus, group.id),
        token: admin.token,
        payload: { status },
      });

    expect(okData(await setStatus('resolved'))).toBeNull();
    const resolved = okData<AdminErrorsRes>(
      await t.request({ method: 'GET', url: `${V1.admin.errors}?status=resolved&pageSize=100`, token: admin.token }),
    );
    expect(resolved.items.map((g) => g.id)).toContain(group.id);
    expect(resolved.items.every((g) => g.status === 'resolved')).toBe(true);
    okData(await setStatus('ignored'));
    expect((await listAll()).find((g) => g.id === group.id)?.status).toBe('ignored');

    const audit = await t.ctx.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetType, 'error_group'), eq(adminAuditLog.targetId, group.id)));
    expect(audit.map((a) => a.action).sort()).toEqual(['error.ignore', 'error.resolve']);
  });

  it('answers 404 for an unknown group and 400 for a bad id, status or query', async () => {
    const unknown = await t.request({ method: 'GET', url: path(V1.admin.errorGroup, UNKNOWN), token: admin.token });
    expect(unknown.statusCode).toBe(404);
    const unknownStatus = await t.request({
      method: 'POST',
      url: path(V1.admin.errorGroupStatus, UNKNOWN),
      token: admin.token,
      payload: { status: 'resolved' },
    });
    expect(unknownStatus.statusCode).toBe(404);
    const bad = [
      t.request({ method: 'GET', url: path(V1.admin.errorGroup, 'abc'), token: admin.token }),
      t.request({ method: 'GET', url: `${V1.admin.errors}?status=closed`, token: admin.token }),
      t.request({ method: 'GET', url: `${V1.admin.errors}?pageSize=7`, token: admin.token }),
      t.request({
        method: 'POST',
        url: path(V1.admin.errorGroupStatus, UNKNOWN),
        token: admin.token,
        payload: { status: 'deleted' },
      }),
    ];
    for (const res of await Promise.all(bad)) expect(res.statusCode).toBe(400);
  });
});
