import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Folder, NoteDetail, NoteSummary } from '@inkstone/shared/api/textEditor';
import { V1 } from '@inkstone/shared/paths';
import { registerUser, type RegisteredUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';
import { createFolder, createNote, listedIds, post, query, sync, UNKNOWN_ID } from '../../../test/textEditorApi.js';

let t: TestApp;
let alice: RegisteredUser;
let bob: RegisteredUser;
beforeAll(async () => {
  t = await createTestApp();
  alice = await registerUser(t);
  bob = await registerUser(t);
});
afterAll(async () => t.close());

type NotePage = { kind: 'notes'; items: NoteSummary[]; total: number };

describe('POST /v1/textEditor/query — one note', () => {
  it('returns the note with its document', async () => {
    const note = await createNote(t, alice.token, { title: 'Detail', text: 'full text' });
    const got = await query<{ kind: string; note: NoteDetail }>(t, alice.token, { kind: 'note', id: note.id });
    expect(got.kind).toBe('note');
    expect(got.note).toMatchObject({ id: note.id, title: 'Detail', excerpt: 'full text', wordCount: 2 });
    expect(got.note.content.type).toBe('doc');
  });

  it('answers 404 for another user’s note, 400 for a bad id, 401 without a token', async () => {
    const bobs = await createNote(t, bob.token);
    const other = await post(t, alice.token, V1.textEditor.query, { kind: 'note', id: bobs.id });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ success: false, errorCode: 'not_found', errorMsg: 'Note not found.' });
    expect((await post(t, alice.token, V1.textEditor.query, { kind: 'note', id: '123' })).statusCode).toBe(400);
    expect((await post(t, undefined, V1.textEditor.query, { kind: 'note', id: bobs.id })).statusCode).toBe(401);
  });
});

describe('POST /v1/textEditor/query — lists', () => {
  it('pages through the user’s notes, last edited first, with the total', async () => {
    const user = await registerUser(t);
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      ids.push((await createNote(t, user.token, { title: `n${i}` })).id);
      t.clock.advance(1000);
    }
    await sync(t, user.token, ids[0]!, 1, 'edited last');
    const newestFirst = [ids[0]!, ...ids.slice(1).reverse()];

    const first = await query<NotePage>(t, user.token, { kind: 'notes', page: 1, pageSize: 5 });
    expect(first.total).toBe(12);
    expect(first.items.map((n) => n.id)).toEqual(newestFirst.slice(0, 5));
    expect(first.items[0]).not.toHaveProperty('content');
    const third = await query<NotePage>(t, user.token, { kind: 'notes', page: 3, pageSize: 5 });
    expect(third.items.map((n) => n.id)).toEqual(newestFirst.slice(10));
    const beyond = await query<NotePage>(t, user.token, { kind: 'notes', page: 9, pageSize: 5 });
    expect(beyond).toMatchObject({ items: [], total: 12 });
  });

  it('defaults to page 1 of 10 and refuses page sizes outside the spec’s options', async () => {
    const user = await registerUser(t);
    for (let i = 0; i < 11; i++) await createNote(t, user.token);
    const page = await query<NotePage>(t, user.token, { kind: 'notes' });
    expect(page.items).toHaveLength(10);
    for (const bad of [{ pageSize: 7 }, { pageSize: 1000 }, { page: 0 }, { page: 1.5 }]) {
      const res = await post(t, user.token, V1.textEditor.query, { kind: 'notes', ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it('filters by folder and by unfiled, and never shows another user’s notes', async () => {
    const user = await registerUser(t);
    const folder = await createFolder(t, user.token, 'F');
    const inFolder = await createNote(t, user.token, { folderId: folder.id });
    const unfiled = await createNote(t, user.token);
    await createNote(t, bob.token);

    expect(await listedIds(t, user.token, { folderId: folder.id })).toEqual([inFolder.id]);
    expect(await listedIds(t, user.token, { unfiled: true })).toEqual([unfiled.id]);
    expect((await listedIds(t, user.token)).sort()).toEqual([inFolder.id, unfiled.id].sort());
  });

  it('answers 404 when filtering by another user’s folder and 400 for folderId with unfiled', async () => {
    const bobsFolder = await createFolder(t, bob.token);
    const res = await post(t, alice.token, V1.textEditor.query, { kind: 'notes', folderId: bobsFolder.id });
    expect(res.statusCode).toBe(404);
    const both = await post(t, alice.token, V1.textEditor.query, {
      kind: 'notes',
      folderId: UNKNOWN_ID,
      unfiled: true,
    });
    expect(both.statusCode).toBe(400);
  });

  it('searches titles and text as case-insensitive substrings, Chinese included', async () => {
    const user = await registerUser(t);
    const byTitle = await createNote(t, user.token, { title: 'Transformer Survey' });
    const byText = await createNote(t, user.token, { text: 'We study attention in TRANSFORMERS.' });
    const chinese = await createNote(t, user.token, { text: '本文研究深度学习在医学影像中的应用。' });
    await createNote(t, user.token, { title: 'Unrelated', text: 'nothing here' });
    await createNote(t, bob.token, { title: 'transformer notes of another user' });

    const search = (s: string) => listedIds(t, user.token, { search: s });
    expect((await search('transformer')).sort()).toEqual([byTitle.id, byText.id].sort());
    expect(await search('深度学习')).toEqual([chinese.id]);
    expect(await search('  医学影像 ')).toEqual([chinese.id]);
    expect(await search('no such phrase')).toEqual([]);
  });

  it('matches %, _ and \\ literally in search', async () => {
    const user = await registerUser(t);
    const percent = await createNote(t, user.token, { text: 'accuracy rose by 50% overall' });
    const underscore = await createNote(t, user.token, { title: 'snake_case names' });
    const backslash = await createNote(t, user.token, { text: 'escape with \\n' });
    await createNote(t, user.token, { title: 'snakeXcase and 50 percent' });

    expect(await listedIds(t, user.token, { search: '50%' })).toEqual([percent.id]);
    expect(await listedIds(t, user.token, { search: 'snake_case' })).toEqual([underscore.id]);
    expect(await listedIds(t, user.token, { search: 'with \\n' })).toEqual([backslash.id]);
    expect(await listedIds(t, user.token, { search: '%' })).toEqual([percent.id]);
  });

  it('combines search with a folder filter', async () => {
    const user = await registerUser(t);
    const folder = await createFolder(t, user.token);
    const hit = await createNote(t, user.token, { folderId: folder.id, title: 'alpha in folder' });
    await createNote(t, user.token, { title: 'alpha unfiled' });
    expect(await listedIds(t, user.token, { folderId: folder.id, search: 'alpha' })).toEqual([hit.id]);
  });
});

describe('POST /v1/textEditor/query — folders', () => {
  it('lists the user’s folders by name with their live note counts', async () => {
    const user = await registerUser(t);
    const b = await createFolder(t, user.token, 'Beta');
    const a = await createFolder(t, user.token, 'Alpha', 'first');
    await createNote(t, user.token, { folderId: b.id });
    const gone = await createNote(t, user.token, { folderId: b.id });
    await post(t, user.token, V1.textEditor.deleteFile, { kind: 'note', id: gone.id });
    await createFolder(t, bob.token, 'Bob’s');

    const { items } = await query<{ items: Folder[] }>(t, user.token, { kind: 'folders' });
    expect(items.map((f) => [f.id, f.folderName, f.noteCount])).toEqual([
      [a.id, 'Alpha', 0],
      [b.id, 'Beta', 1],
    ]);
  });

  it('refuses an unknown query kind with 400 and answers 401 without a token', async () => {
    expect((await post(t, alice.token, V1.textEditor.query, { kind: 'everything' })).statusCode).toBe(400);
    expect((await post(t, undefined, V1.textEditor.query, { kind: 'folders' })).statusCode).toBe(401);
  });
});
