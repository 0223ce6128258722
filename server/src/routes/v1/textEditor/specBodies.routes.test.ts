import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Folder, NoteDetail, NoteSummary, TrashItem } from '@inkstone/shared/api/textEditor';
import { V1 } from '@inkstone/shared/paths';
import { registerUser, type RegisteredUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';
import { createFolder, createNote, docOf, listedIds, post, query, UNKNOWN_ID } from '../../../test/textEditorApi.js';

// spec §3/§7: the spec's clients send no `kind` — a note is `{type: 0, …}`, a folder is
// `{folderName, folderDesc}`. These are their literal bodies; the `kind` bodies are tested beside.
let t: TestApp;
let alice: RegisteredUser;
let bob: RegisteredUser;
beforeAll(async () => {
  t = await createTestApp();
  alice = await registerUser(t);
  bob = await registerUser(t);
});
afterAll(async () => t.close());

describe('spec bodies without kind', () => {
  it('create: {type: 0} makes a note, {folderName, folderDesc} a folder', async () => {
    const user = await registerUser(t);
    const note = await post(t, user.token, V1.textEditor.create, { type: 0 });
    expect(note.statusCode).toBe(200);
    expect(note.json().data).toMatchObject({ kind: 'note', note: { type: 0, title: '', version: 1 } });

    const folder = await post(t, user.token, V1.textEditor.create, { folderName: 'Thesis', folderDesc: '' });
    expect(folder.statusCode).toBe(200);
    expect(folder.json().data).toMatchObject({ kind: 'folder', folder: { folderName: 'Thesis', folderDesc: '' } });

    const filed = await post(t, user.token, V1.textEditor.create, {
      type: 0,
      title: 'Inside',
      folderId: folder.json().data.folder.id,
      content: docOf('some text'),
      plainText: 'some text',
    });
    expect(filed.json().data.note).toMatchObject({ title: 'Inside', wordCount: 2 });
    expect(await listedIds(t, user.token, { folderId: folder.json().data.folder.id })).toEqual([
      filed.json().data.note.id,
    ]);
  });

  it('create: the limits and messages of the kind bodies still apply', async () => {
    const longTitle = await post(t, alice.token, V1.textEditor.create, { type: 0, title: 't'.repeat(301) });
    expect(longTitle.statusCode).toBe(400);
    expect(longTitle.json().errorMsg).toMatch(/^title: /);
    const blankName = await post(t, alice.token, V1.textEditor.create, { folderName: '  ', folderDesc: '' });
    expect(blankName.json().errorMsg).toMatch(/^folderName: /);
    for (const body of [{}, { type: 1 }, { title: 'no type' }]) {
      const res = await post(t, alice.token, V1.textEditor.create, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errorCode).toBe('validation_error');
    }
    const bobsFolder = await createFolder(t, bob.token);
    const intoBobs = await post(t, alice.token, V1.textEditor.create, { type: 0, folderId: bobsFolder.id });
    expect(intoBobs.statusCode).toBe(404);
    expect((await post(t, undefined, V1.textEditor.create, { type: 0 })).statusCode).toBe(401);
  });

  it('edit: a title retitles a note, folder fields edit a folder', async () => {
    const note = await createNote(t, alice.token);
    const retitled = await post(t, alice.token, V1.textEditor.edit, { type: 0, id: note.id, version: 1, title: 'B' });
    expect(retitled.json().data).toMatchObject({ kind: 'note', note: { title: 'B', version: 2 } });
    const noType = await post(t, alice.token, V1.textEditor.edit, { id: note.id, version: 2, title: 'C' });
    expect(noType.json().data.note).toMatchObject({ title: 'C', version: 3 });

    const folder = await createFolder(t, alice.token, 'Old');
    const renamed = await post(t, alice.token, V1.textEditor.edit, {
      id: folder.id,
      version: 1,
      folderName: 'New',
      folderDesc: 'described',
    });
    expect(renamed.json().data).toMatchObject({
      kind: 'folder',
      folder: { folderName: 'New', folderDesc: 'described' },
    });

    const bobs = await createNote(t, bob.token);
    expect((await post(t, alice.token, V1.textEditor.edit, { id: bobs.id, version: 1, title: 'x' })).statusCode).toBe(
      404,
    );
    const nothing = await post(t, alice.token, V1.textEditor.edit, { id: note.id, version: 3 });
    expect(nothing.statusCode).toBe(400);
  });

  it('query: {id} reads a note, {type: 0, …} pages through the notes', async () => {
    const user = await registerUser(t);
    const folder = await createFolder(t, user.token);
    const inFolder = await createNote(t, user.token, { folderId: folder.id, text: 'filed' });
    const loose = await createNote(t, user.token);

    const one = await post(t, user.token, V1.textEditor.query, { id: inFolder.id });
    expect(one.statusCode).toBe(200);
    expect((one.json().data as { kind: string; note: NoteDetail }).note.content).toEqual(docOf('filed'));

    const page = await post(t, user.token, V1.textEditor.query, { type: 0, page: 1, pageSize: 10 });
    const notes = page.json().data as { kind: string; items: NoteSummary[]; total: number };
    expect(notes.kind).toBe('notes');
    expect(notes.total).toBe(2);
    const filtered = await query<{ items: NoteSummary[] }>(t, user.token, { folderId: folder.id });
    expect(filtered.items.map((n) => n.id)).toEqual([inFolder.id]);
    expect(await listedIds(t, user.token)).toContain(loose.id);

    const bobs = await createNote(t, bob.token);
    expect((await post(t, user.token, V1.textEditor.query, { id: bobs.id })).statusCode).toBe(404);
    expect((await post(t, user.token, V1.textEditor.query, { type: 0, pageSize: 7 })).statusCode).toBe(400);
    expect((await post(t, user.token, V1.textEditor.query, { type: 1 })).statusCode).toBe(400);
  });

  it('deleteFile: {id} trashes a note, {id, mode} a folder', async () => {
    const user = await registerUser(t);
    const note = await createNote(t, user.token);
    const res = await post(t, user.token, V1.textEditor.deleteFile, { id: note.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.item).toMatchObject({ kind: 'note', id: note.id });

    const folder = await createFolder(t, user.token);
    const gone = await post(t, user.token, V1.textEditor.deleteFile, { id: folder.id, mode: 'moveNotesToUnfiled' });
    expect(gone.json().data.item).toMatchObject({ kind: 'folder', id: folder.id });
    const trash = await query<{ items: TrashItem[] }>(t, user.token, { kind: 'trash' });
    expect(trash.items.map((i) => i.kind).sort()).toEqual(['folder', 'note']);
    expect((await query<{ items: Folder[] }>(t, user.token, { kind: 'folders' })).items).toEqual([]);

    const bobs = await createNote(t, bob.token);
    for (const id of [bobs.id, UNKNOWN_ID]) {
      expect((await post(t, user.token, V1.textEditor.deleteFile, { id })).statusCode).toBe(404);
    }
    expect(await listedIds(t, bob.token)).toContain(bobs.id);
    for (const body of [{}, { type: 1, id: note.id }, { id: folder.id, mode: 'keep' }]) {
      const bad = await post(t, user.token, V1.textEditor.deleteFile, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});
