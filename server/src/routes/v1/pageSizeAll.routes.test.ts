import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ROWS_CAP } from '@inkstone/shared/api/common';
import { EMPTY_DOC, type NoteSummary } from '@inkstone/shared/api/textEditor';
import { V1 } from '@inkstone/shared/paths';
import { notes } from '../../db/schema/notes.js';
import { serializeDocument, storeDocument } from '../../notes/documentCodec.js';
import { PlainTextJson } from '../../notes/plainTextJson.js';
import { userIdOf } from '../../test/aiTestApp.js';
import { adminUser, okData, registerUser, type RegisteredUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { createNote, post } from '../../test/textEditorApi.js';

// spec §8: page sizes include 'All'. The lists take -1 (or the word "all") and answer with at most
// ALL_ROWS_CAP rows, the total still counting every row.
let t: TestApp;
let alice: RegisteredUser;
beforeAll(async () => {
  t = await createTestApp();
  alice = await registerUser(t);
});
afterAll(async () => t.close());

type Page<T> = { items: T[]; total: number };

/** `count` notes of the user, written straight to the table: a thousand API calls would be slow. */
async function insertNotes(userId: string, count: number): Promise<void> {
  const { note } = await storeDocument(serializeDocument(EMPTY_DOC), PlainTextJson.of(''), []);
  const now = t.clock.now();
  const rows = Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    userId,
    title: `bulk ${i}`,
    ...note,
    createdAt: now,
    updatedAt: new Date(now.getTime() - i * 1000),
  }));
  await t.ctx.db.insert(notes).values(rows);
}

describe("page size 'All'", () => {
  it('lists every note with -1 or "All", and stops at the cap on a long list', async () => {
    const user = await registerUser(t);
    for (let i = 0; i < 12; i++) await createNote(t, user.token);
    for (const pageSize of [-1, 'All', 'all']) {
      const page = okData<Page<NoteSummary>>(
        await post(t, user.token, V1.textEditor.query, { kind: 'notes', pageSize }),
      );
      expect(page.items, String(pageSize)).toHaveLength(12);
      expect(page.total).toBe(12);
    }
    // The spec's body, without kind (textEditorSpecBodies.ts), takes it as well.
    const spec = okData<Page<NoteSummary>>(await post(t, user.token, V1.textEditor.query, { type: 0, pageSize: -1 }));
    expect(spec.items).toHaveLength(12);

    const heavy = await registerUser(t);
    await insertNotes(await userIdOf(t, heavy.email), ALL_ROWS_CAP + 5);
    const capped = okData<Page<NoteSummary>>(
      await post(t, heavy.token, V1.textEditor.query, { kind: 'notes', page: 1, pageSize: -1 }),
    );
    expect(ALL_ROWS_CAP).toBe(1000);
    expect(capped.items).toHaveLength(ALL_ROWS_CAP);
    expect(capped.total).toBe(ALL_ROWS_CAP + 5);
    expect(capped.items[0]?.title).toBe('bulk 0');
  });

  it('is accepted by the query-string lists: library, search history, orders, admin users', async () => {
    const admin = await adminUser(t);
    const lists = [
      { url: `${V1.papers.library}?pageSize=-1`, token: alice.token },
      { url: `${V1.papers.library}?pageSize=All`, token: alice.token },
      { url: `${V1.papersearchHistory.list}?page=1&pageSize=-1`, token: alice.token },
      { url: `${V1.payment.orders}?page=1&pageSize=-1`, token: alice.token },
      { url: `${V1.admin.users}?page=1&pageSize=-1`, token: admin.token },
    ];
    for (const { url, token } of lists) {
      const res = await t.request({ method: 'GET', url, token });
      expect(res.statusCode, url).toBe(200);
      expect(Array.isArray(res.json().data.items), url).toBe(true);
    }
    const users = okData<Page<unknown>>(await t.request({ method: 'GET', url: lists[4]!.url, token: admin.token }));
    expect(users.items.length).toBe(Math.min(users.total, ALL_ROWS_CAP));
  });

  it('refuses other sizes with 400', async () => {
    for (const pageSize of [-2, 0, 1000, 'everything']) {
      const res = await post(t, alice.token, V1.textEditor.query, { kind: 'notes', pageSize });
      expect(res.statusCode, String(pageSize)).toBe(400);
      expect(res.json().errorMsg).toMatch(/^pageSize: must be one of 5, 10, 20, 25, 50, 100 or -1 \(All\)/);
    }
    const res = await t.request({ method: 'GET', url: `${V1.papers.library}?pageSize=-5`, token: alice.token });
    expect(res.statusCode).toBe(400);
  });
});
