import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V1 } from '@inkstone/shared/paths';
import { registerUser, type RegisteredUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';
import { createFolder, createNote, listedIds, post, UNKNOWN_ID } from '../../../test/textEditorApi.js';

let t: TestApp;
let alice: RegisteredUser;
let bob: RegisteredUser;
beforeAll(async () => {
  t = await createTestApp();
  alice = await registerUser(t);
  bob = await registerUser(t);
});
afterAll(async () => t.close());

const changeFolder = (token: string | undefined, body: object) => post(t, token, V1.textEditor.changeFolder, body);

describe('POST /v1/textEditor/changeFolder', () => {
  it('moves a note into a folder, between folders and out to unfiled', async () => {
    const first = await createFolder(t, alice.token, 'First');
    const second = await createFolder(t, alice.token, 'Second');
    const note = await createNote(t, alice.token, { text: 'moving' });

    const into = await changeFolder(alice.token, { id: note.id, folderId: first.id });
    expect(into.statusCode).toBe(200);
    expect(into.json().data).toMatchObject({ id: note.id, folderId: first.id });
    await changeFolder(alice.token, { id: note.id, folderId: second.id });
    expect(await listedIds(t, alice.token, { folderId: second.id })).toEqual([note.id]);
    expect(await listedIds(t, alice.token, { folderId: first.id })).toEqual([]);

    const out = await changeFolder(alice.token, { id: note.id, folderId: null });
    expect(out.json().data.folderId).toBeNull();
    expect(await listedIds(t, alice.token, { unfiled: true })).toContain(note.id);
  });

  it('is not an edit: the version and last-edit time stay as they were', async () => {
    const folder = await createFolder(t, alice.token);
    const note = await createNote(t, alice.token);
    t.clock.advance(5000);
    const moved = (await changeFolder(alice.token, { id: note.id, folderId: folder.id })).json().data;
    expect(moved).toMatchObject({ version: note.version, updatedAt: note.updatedAt });
  });

  it('answers 404 for moving into another user’s folder, and leaves the note where it was', async () => {
    const bobsFolder = await createFolder(t, bob.token);
    const note = await createNote(t, alice.token);
    const res = await changeFolder(alice.token, { id: note.id, folderId: bobsFolder.id });
    expect(res.statusCode).toBe(404);
    expect(res.json().errorMsg).toBe('Folder not found.');
    expect(await listedIds(t, alice.token, { unfiled: true })).toContain(note.id);
    expect(await listedIds(t, bob.token, { folderId: bobsFolder.id })).toEqual([]);
  });

  it('answers 404 for another user’s note and unknown ids', async () => {
    const folder = await createFolder(t, alice.token);
    const bobsNote = await createNote(t, bob.token);
    for (const body of [
      { id: bobsNote.id, folderId: folder.id },
      { id: UNKNOWN_ID, folderId: null },
      { id: bobsNote.id, folderId: null },
    ]) {
      expect((await changeFolder(alice.token, body)).statusCode, JSON.stringify(body)).toBe(404);
    }
    expect(await listedIds(t, bob.token, { unfiled: true })).toContain(bobsNote.id);
  });

  it('refuses bad bodies with 400 and answers 401 without a token', async () => {
    const note = await createNote(t, alice.token);
    for (const body of [{ id: note.id }, { id: note.id, folderId: 'f' }, { folderId: null }]) {
      expect((await changeFolder(alice.token, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await changeFolder(undefined, { id: note.id, folderId: null })).statusCode).toBe(401);
  });
});
