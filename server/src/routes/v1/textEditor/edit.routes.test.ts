import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Folder } from '@inkstone/shared/api/textEditor';
import { V1 } from '@inkstone/shared/paths';
import { registerUser, type RegisteredUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';
import { createFolder, createNote, docOf, post, query, sync, UNKNOWN_ID } from '../../../test/textEditorApi.js';

let t: TestApp;
let alice: RegisteredUser;
let bob: RegisteredUser;
beforeAll(async () => {
  t = await createTestApp();
  alice = await registerUser(t);
  bob = await registerUser(t);
});
afterAll(async () => t.close());

const edit = (token: string | undefined, body: object) => post(t, token, V1.textEditor.edit, body);

describe('POST /v1/textEditor/edit — note title', () => {
  it('retitles a note and increments its version', async () => {
    const note = await createNote(t, alice.token, { title: 'Old' });
    t.clock.advance(60_000);
    const res = await edit(alice.token, { kind: 'note', id: note.id, version: 1, title: ' New title ' });
    expect(res.statusCode).toBe(200);
    const edited = res.json().data.note;
    expect(edited).toMatchObject({ id: note.id, title: 'New title', version: 2 });
    expect(Date.parse(edited.updatedAt)).toBeGreaterThan(Date.parse(note.updatedAt));
  });

  it('shares the version with sync: a title change makes an older document save stale', async () => {
    const note = await createNote(t, alice.token, { text: 'body' });
    expect((await edit(alice.token, { kind: 'note', id: note.id, version: 1, title: 'Renamed' })).statusCode).toBe(200);
    const stale = await sync(t, alice.token, note.id, 1, 'body typed from version 1');
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.note).toMatchObject({ title: 'Renamed', version: 2, content: docOf('body') });
  });

  it('refuses a stale version with 409 and the current note', async () => {
    const note = await createNote(t, alice.token, { title: 'A' });
    await edit(alice.token, { kind: 'note', id: note.id, version: 1, title: 'B' });
    const res = await edit(alice.token, { kind: 'note', id: note.id, version: 1, title: 'C' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      errorCode: 'version_conflict',
      data: { kind: 'note', note: { title: 'B', version: 2 } },
    });
  });

  it('answers 404 for another user’s note and an unknown one', async () => {
    const bobs = await createNote(t, bob.token, { title: 'Bob' });
    for (const id of [bobs.id, UNKNOWN_ID]) {
      expect((await edit(alice.token, { kind: 'note', id, version: 1, title: 'Mine now' })).statusCode).toBe(404);
    }
  });

  it('refuses bad bodies with 400', async () => {
    const note = await createNote(t, alice.token);
    for (const body of [
      { kind: 'note', id: note.id, title: 'no version' },
      { kind: 'note', id: note.id, version: 1 },
      { kind: 'note', id: note.id, version: 1, title: 't'.repeat(301) },
      { kind: 'note', id: 'nope', version: 1, title: 'x' },
    ]) {
      expect((await edit(alice.token, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('refuses a version beyond the database integer with 400, not a 500 (found by the schema fuzz)', async () => {
    const note = await createNote(t, alice.token);
    const folder = await createFolder(t, alice.token, 'Versions');
    for (const body of [
      { kind: 'note', id: note.id, version: 2 ** 31, title: 'x' },
      { kind: 'folder', id: folder.id, version: 3249933666515687, folderName: 'x' },
    ]) {
      const res = await edit(alice.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({
        errorCode: 'validation_error',
        errorMsg: expect.stringMatching(/^version: /),
      });
    }
  });

  it('answers 401 without a token', async () => {
    expect((await edit(undefined, { kind: 'note', id: UNKNOWN_ID, version: 1, title: 'x' })).statusCode).toBe(401);
  });
});

describe('POST /v1/textEditor/edit — folder name and description', () => {
  it('renames a folder, changes its description, and reports its note count', async () => {
    const folder = await createFolder(t, alice.token, 'Draft', 'old');
    await createNote(t, alice.token, { folderId: folder.id });
    const renamed = await edit(alice.token, { kind: 'folder', id: folder.id, version: 1, folderName: 'Final' });
    expect(renamed.json().data.folder).toMatchObject({
      folderName: 'Final',
      folderDesc: 'old',
      version: 2,
      noteCount: 1,
    });
    const described = await edit(alice.token, { kind: 'folder', id: folder.id, version: 2, folderDesc: 'new' });
    expect(described.json().data.folder).toMatchObject({ folderName: 'Final', folderDesc: 'new', version: 3 });
    const { items } = await query<{ items: Folder[] }>(t, alice.token, { kind: 'folders' });
    expect(items.find((f) => f.id === folder.id)?.folderName).toBe('Final');
  });

  it('refuses a stale version with 409 and the current folder', async () => {
    const folder = await createFolder(t, alice.token, 'One');
    await edit(alice.token, { kind: 'folder', id: folder.id, version: 1, folderName: 'Two' });
    const res = await edit(alice.token, { kind: 'folder', id: folder.id, version: 1, folderName: 'Three' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      errorCode: 'version_conflict',
      data: { kind: 'folder', folder: { folderName: 'Two', version: 2 } },
    });
  });

  it('answers 404 for another user’s folder', async () => {
    const bobs = await createFolder(t, bob.token, 'Bob');
    const res = await edit(alice.token, { kind: 'folder', id: bobs.id, version: 1, folderName: 'Taken' });
    expect(res.statusCode).toBe(404);
  });

  it('refuses an edit with nothing to change, or a bad name, with 400', async () => {
    const folder = await createFolder(t, alice.token);
    for (const body of [
      { kind: 'folder', id: folder.id, version: 1 },
      { kind: 'folder', id: folder.id, version: 1, folderName: '' },
      { kind: 'folder', id: folder.id, version: 1, folderName: 'n'.repeat(101) },
      { kind: 'folder', id: folder.id, version: 1, folderDesc: 'd'.repeat(1001) },
    ]) {
      expect((await edit(alice.token, body)).statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
  });
});
