import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrashItem } from '@inkstone/shared/api/textEditor';
import { V1 } from '@inkstone/shared/paths';
import { folders, notes } from '../../../db/schema/index.js';
import { registerUser, type RegisteredUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';
import { createFolder, createNote, listedIds, post, query, UNKNOWN_ID } from '../../../test/textEditorApi.js';
import { purgeExpiredTrash } from '../../../notes/trash.service.js';

const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let bob: RegisteredUser;
beforeAll(async () => {
  // Sessions must outlive the 30-day jumps below.
  t = await createTestApp({ SESSION_TTL_DAYS: '365' });
  bob = await registerUser(t);
});
afterAll(async () => t.close());

const restore = (token: string | undefined, body: object) => post(t, token, V1.textEditor.restore, body);
const deleteNote = (token: string, id: string) => post(t, token, V1.textEditor.deleteFile, { kind: 'note', id });
const trash = (token: string, page = {}) =>
  query<{ items: TrashItem[]; total: number }>(t, token, { kind: 'trash', ...page });

describe('the trash', () => {
  it('lists the user’s deleted notes and folders, latest first, in pages', async () => {
    const user = await registerUser(t);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const note = await createNote(t, user.token, { title: `gone ${i}` });
      await deleteNote(user.token, note.id);
      ids.push(note.id);
      t.clock.advance(1000);
    }
    const folder = await createFolder(t, user.token, 'Old folder');
    await post(t, user.token, V1.textEditor.deleteFile, { kind: 'folder', id: folder.id, mode: 'deleteNotes' });
    await deleteNote(bob.token, (await createNote(t, bob.token)).id);

    const first = await trash(user.token, { page: 1, pageSize: 5 });
    expect(first.total).toBe(4);
    expect(first.items.map((i) => i.id)).toEqual([folder.id, ...ids.reverse()]);
    expect(first.items[0]).toMatchObject({ kind: 'folder', title: 'Old folder', folderId: null });
    expect((await trash(user.token, { page: 2, pageSize: 5 })).items).toEqual([]);
  });

  it('restores a note into its folder', async () => {
    const user = await registerUser(t);
    const folder = await createFolder(t, user.token);
    const note = await createNote(t, user.token, { folderId: folder.id, text: 'back again' });
    await deleteNote(user.token, note.id);
    const res = await restore(user.token, { kind: 'note', id: note.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      kind: 'note',
      note: { id: note.id, folderId: folder.id, excerpt: 'back again' },
    });
    expect(await listedIds(t, user.token, { folderId: folder.id })).toEqual([note.id]);
    expect((await trash(user.token)).total).toBe(0);
  });

  it('restores a note to unfiled when its folder is in the trash', async () => {
    const user = await registerUser(t);
    const folder = await createFolder(t, user.token);
    const note = await createNote(t, user.token, { folderId: folder.id });
    await post(t, user.token, V1.textEditor.deleteFile, { kind: 'folder', id: folder.id, mode: 'deleteNotes' });
    const res = await restore(user.token, { kind: 'note', id: note.id });
    expect(res.json().data.note.folderId).toBeNull();
    expect(await listedIds(t, user.token, { unfiled: true })).toEqual([note.id]);
  });

  it('restores a folder with exactly the notes deleted together with it', async () => {
    const user = await registerUser(t);
    const folder = await createFolder(t, user.token, 'Chapter');
    const deletedEarlier = await createNote(t, user.token, { folderId: folder.id });
    await deleteNote(user.token, deletedEarlier.id);
    t.clock.advance(1000);
    const withFolder = await createNote(t, user.token, { folderId: folder.id });
    await post(t, user.token, V1.textEditor.deleteFile, { kind: 'folder', id: folder.id, mode: 'deleteNotes' });

    const res = await restore(user.token, { kind: 'folder', id: folder.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      kind: 'folder',
      folder: { id: folder.id, folderName: 'Chapter', noteCount: 1 },
    });
    expect(await listedIds(t, user.token, { folderId: folder.id })).toEqual([withFolder.id]);
    expect((await trash(user.token)).items.map((i) => i.id)).toEqual([deletedEarlier.id]);
  });

  it('treats restoring something that is not deleted as a no-op', async () => {
    const user = await registerUser(t);
    const note = await createNote(t, user.token, { title: 'alive' });
    const folder = await createFolder(t, user.token, 'alive too');
    expect((await restore(user.token, { kind: 'note', id: note.id })).json().data.note.title).toBe('alive');
    expect((await restore(user.token, { kind: 'folder', id: folder.id })).json().data.folder.folderName).toBe(
      'alive too',
    );
  });

  it('keeps items restorable for 30 days, and not after', async () => {
    const user = await registerUser(t);
    const recent = await createNote(t, user.token, { title: 'recent' });
    const old = await createNote(t, user.token, { title: 'old' });
    const oldFolder = await createFolder(t, user.token, 'old folder');
    await deleteNote(user.token, old.id);
    await post(t, user.token, V1.textEditor.deleteFile, { kind: 'folder', id: oldFolder.id, mode: 'deleteNotes' });
    t.clock.advance(10 * DAY);
    await deleteNote(user.token, recent.id);
    t.clock.advance(20 * DAY + 60_000);

    expect((await trash(user.token)).items.map((i) => i.id)).toEqual([recent.id]);
    for (const body of [
      { kind: 'note', id: old.id },
      { kind: 'folder', id: oldFolder.id },
    ]) {
      const res = await restore(user.token, body);
      expect(res.statusCode).toBe(404);
      expect(res.json().errorMsg).toMatch(/can be restored for 30 days/);
    }
    expect((await restore(user.token, { kind: 'note', id: recent.id })).statusCode).toBe(200);
  });

  it('purges items deleted more than 30 days ago, and only those', async () => {
    const user = await registerUser(t);
    const folder = await createFolder(t, user.token);
    const expired = await createNote(t, user.token, { folderId: folder.id, text: 'expired' });
    const kept = await createNote(t, user.token, { text: 'still in the trash' });
    const live = await createNote(t, user.token, { text: 'never deleted' });
    await post(t, user.token, V1.textEditor.deleteFile, { kind: 'folder', id: folder.id, mode: 'deleteNotes' });
    t.clock.advance(25 * DAY);
    await deleteNote(user.token, kept.id);
    t.clock.advance(5 * DAY + 60_000);

    const purged = await purgeExpiredTrash(t.ctx.db, t.clock.now());
    expect(purged.notes).toBeGreaterThanOrEqual(1);
    expect(purged.folders).toBeGreaterThanOrEqual(1);
    const ids = [expired.id, kept.id, live.id];
    const remaining = await t.ctx.db.select({ id: notes.id }).from(notes).where(inArray(notes.id, ids));
    expect(remaining.map((r) => r.id).sort()).toEqual([kept.id, live.id].sort());
    expect(
      await t.ctx.db
        .select()
        .from(folders)
        .where(inArray(folders.id, [folder.id])),
    ).toEqual([]);
    expect((await restore(user.token, { kind: 'note', id: kept.id })).statusCode).toBe(200);
    expect(await purgeExpiredTrash(t.ctx.db, t.clock.now())).toEqual({ notes: 0, folders: 0 });
  });

  it('answers 404 for another user’s deleted note, 400 for bad bodies, 401 without a token', async () => {
    const user = await registerUser(t);
    const bobs = await createNote(t, bob.token);
    await deleteNote(bob.token, bobs.id);
    expect((await restore(user.token, { kind: 'note', id: bobs.id })).statusCode).toBe(404);
    expect((await restore(user.token, { kind: 'folder', id: UNKNOWN_ID })).statusCode).toBe(404);
    for (const body of [{ kind: 'note' }, { kind: 'note', id: 'x' }, { kind: 'file', id: UNKNOWN_ID }]) {
      expect((await restore(user.token, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await restore(undefined, { kind: 'note', id: bobs.id })).statusCode).toBe(401);
    expect((await trash(bob.token)).items.map((i) => i.id)).toContain(bobs.id);
  });
});
