import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRASH_RETENTION_MS, type Folder, type TrashItem } from '@inkstone/shared/api/textEditor';
import { V1 } from '@inkstone/shared/paths';
import { registerUser, type RegisteredUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';
import { createFolder, createNote, listedIds, post, query, UNKNOWN_ID } from '../../../test/textEditorApi.js';

let t: TestApp;
let alice: RegisteredUser;
let bob: RegisteredUser;
beforeAll(async () => {
  t = await createTestApp();
  alice = await registerUser(t);
  bob = await registerUser(t);
});
afterAll(async () => t.close());

const deleteFile = (token: string | undefined, body: object) => post(t, token, V1.textEditor.deleteFile, body);

describe('POST /v1/textEditor/deleteFile — notes', () => {
  it('moves a note to the trash: gone from lists and reads, listed in the trash', async () => {
    const user = await registerUser(t);
    const note = await createNote(t, user.token, { title: 'Old idea' });
    const res = await deleteFile(user.token, { kind: 'note', id: note.id });
    expect(res.statusCode).toBe(200);
    const { item, affectedNotes } = res.json().data;
    expect(affectedNotes).toBe(0);
    expect(item).toMatchObject({ kind: 'note', id: note.id, title: 'Old idea', folderId: null });
    expect(Date.parse(item.restorableUntil) - Date.parse(item.deletedAt)).toBe(TRASH_RETENTION_MS);

    expect(await listedIds(t, user.token)).toEqual([]);
    expect((await post(t, user.token, V1.textEditor.query, { kind: 'note', id: note.id })).statusCode).toBe(404);
    const trash = await query<{ items: TrashItem[]; total: number }>(t, user.token, { kind: 'trash' });
    expect(trash).toMatchObject({ total: 1, items: [{ kind: 'note', id: note.id }] });
  });

  it('answers 404 for a note already deleted, another user’s note and an unknown one', async () => {
    const note = await createNote(t, alice.token);
    await deleteFile(alice.token, { kind: 'note', id: note.id });
    const bobs = await createNote(t, bob.token);
    for (const id of [note.id, bobs.id, UNKNOWN_ID]) {
      expect((await deleteFile(alice.token, { kind: 'note', id })).statusCode).toBe(404);
    }
    expect(await listedIds(t, bob.token)).toContain(bobs.id);
  });

  it('refuses bad bodies with 400 and answers 401 without a token', async () => {
    for (const body of [
      { kind: 'note' },
      { kind: 'note', id: 'x' },
      { type: 1, id: UNKNOWN_ID },
      { kind: 'file', id: UNKNOWN_ID },
    ]) {
      expect((await deleteFile(alice.token, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await deleteFile(undefined, { kind: 'note', id: UNKNOWN_ID })).statusCode).toBe(401);
  });
});

describe('POST /v1/textEditor/deleteFile — folders', () => {
  it('moveNotesToUnfiled: trashes the folder and leaves its notes, unfiled', async () => {
    const user = await registerUser(t);
    const folder = await createFolder(t, user.token, 'Keep notes');
    const a = await createNote(t, user.token, { folderId: folder.id });
    const b = await createNote(t, user.token, { folderId: folder.id });
    const res = await deleteFile(user.token, { kind: 'folder', id: folder.id, mode: 'moveNotesToUnfiled' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      affectedNotes: 2,
      item: { kind: 'folder', id: folder.id, title: 'Keep notes' },
    });

    expect((await listedIds(t, user.token, { unfiled: true })).sort()).toEqual([a.id, b.id].sort());
    expect((await query<{ items: Folder[] }>(t, user.token, { kind: 'folders' })).items).toEqual([]);
    const trash = await query<{ items: TrashItem[] }>(t, user.token, { kind: 'trash' });
    expect(trash.items.map((i) => i.id)).toEqual([folder.id]);
  });

  it('deleteNotes: trashes the folder together with its notes', async () => {
    const user = await registerUser(t);
    const folder = await createFolder(t, user.token, 'Drop all');
    const a = await createNote(t, user.token, { folderId: folder.id });
    const elsewhere = await createNote(t, user.token);
    const res = await deleteFile(user.token, { kind: 'folder', id: folder.id, mode: 'deleteNotes' });
    expect(res.json().data.affectedNotes).toBe(1);

    expect(await listedIds(t, user.token)).toEqual([elsewhere.id]);
    const trash = await query<{ items: TrashItem[]; total: number }>(t, user.token, { kind: 'trash' });
    expect(trash.total).toBe(2);
    expect(trash.items.map((i) => [i.kind, i.id]).sort()).toEqual(
      [
        ['folder', folder.id],
        ['note', a.id],
      ].sort(),
    );
    expect(trash.items.find((i) => i.kind === 'note')?.folderId).toBe(folder.id);
  });

  it('makes a deleted folder unusable: 404 to list, move into, or create in', async () => {
    const user = await registerUser(t);
    const folder = await createFolder(t, user.token);
    const note = await createNote(t, user.token);
    await deleteFile(user.token, { kind: 'folder', id: folder.id, mode: 'deleteNotes' });
    const attempts = [
      post(t, user.token, V1.textEditor.query, { kind: 'notes', folderId: folder.id }),
      post(t, user.token, V1.textEditor.changeFolder, { id: note.id, folderId: folder.id }),
      post(t, user.token, V1.textEditor.create, { kind: 'note', folderId: folder.id }),
      deleteFile(user.token, { kind: 'folder', id: folder.id, mode: 'deleteNotes' }),
    ];
    for (const res of await Promise.all(attempts)) expect(res.statusCode).toBe(404);
  });

  it('requires a mode, and answers 404 for another user’s folder', async () => {
    const folder = await createFolder(t, alice.token);
    for (const mode of [undefined, 'keep']) {
      expect((await deleteFile(alice.token, { kind: 'folder', id: folder.id, mode })).statusCode).toBe(400);
    }
    const bobs = await createFolder(t, bob.token);
    const bobsNote = await createNote(t, bob.token, { folderId: bobs.id });
    const res = await deleteFile(alice.token, { kind: 'folder', id: bobs.id, mode: 'deleteNotes' });
    expect(res.statusCode).toBe(404);
    expect(await listedIds(t, bob.token, { folderId: bobs.id })).toEqual([bobsNote.id]);
  });
});
