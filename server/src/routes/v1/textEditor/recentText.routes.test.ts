import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NoteSummary } from '@inkstone/shared/api/textEditor';
import { V1 } from '@inkstone/shared/paths';
import { okData, registerUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';
import { createNote, post, sync } from '../../../test/textEditorApi.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const recent = (token: string | undefined, query = '') =>
  t.request({ method: 'GET', url: `${V1.textEditor.getRecentText}${query}`, token });
const recentIds = async (token: string, query = '') =>
  okData<{ items: NoteSummary[] }>(await recent(token, query)).items.map((n) => n.id);

describe('GET /v1/textEditor/getRecentText', () => {
  it('lists the user’s most recently edited notes first, without deleted ones or others’ notes', async () => {
    const user = await registerUser(t);
    const other = await registerUser(t);
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      ids.push((await createNote(t, user.token, { title: `n${i}`, text: `text ${i}` })).id);
      t.clock.advance(1000);
    }
    await sync(t, user.token, ids[1]!, 1, 'edited just now');
    await post(t, user.token, V1.textEditor.deleteFile, { kind: 'note', id: ids[3] });
    await createNote(t, other.token);

    const res = await recent(user.token);
    expect(res.statusCode).toBe(200);
    const { items } = res.json().data as { items: NoteSummary[] };
    expect(items.map((n) => n.id)).toEqual([ids[1], ids[2], ids[0]]);
    expect(items[0]).toMatchObject({ excerpt: 'edited just now', wordCount: 3 });
    expect(items[0]).not.toHaveProperty('content');
  });

  it('returns 10 by default and at most `limit`, up to 20', async () => {
    const user = await registerUser(t);
    for (let i = 0; i < 22; i++) await createNote(t, user.token);
    expect(await recentIds(user.token)).toHaveLength(10);
    expect(await recentIds(user.token, '?limit=3')).toHaveLength(3);
    expect(await recentIds(user.token, '?limit=20')).toHaveLength(20);
  });

  it('refuses a limit outside 1–20 with 400', async () => {
    const user = await registerUser(t);
    for (const q of ['?limit=0', '?limit=21', '?limit=abc', '?limit=2.5']) {
      const res = await recent(user.token, q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().errorCode).toBe('validation_error');
    }
  });

  it('answers 401 without a token', async () => {
    expect((await recent(undefined)).statusCode).toBe(401);
  });
});
