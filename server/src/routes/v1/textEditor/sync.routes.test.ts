import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTE_CONTENT_MAX_BYTES, type NoteDetail, type ProseMirrorDoc } from '@inkstone/shared/api/textEditor';
import { V1 } from '@inkstone/shared/paths';
import { registerUser, type RegisteredUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';
import { createNote, docOf, post, query, sync, UNKNOWN_ID } from '../../../test/textEditorApi.js';

let t: TestApp;
let alice: RegisteredUser;
let bob: RegisteredUser;
beforeAll(async () => {
  t = await createTestApp();
  alice = await registerUser(t);
  bob = await registerUser(t);
});
afterAll(async () => t.close());

/** A document whose serialised JSON is exactly `bytes` long. */
function docOfSize(bytes: number): { content: ProseMirrorDoc; plainText: string } {
  const overhead = JSON.stringify(docOf('')).length;
  const text = 'a'.repeat(bytes - overhead);
  return { content: docOf(text), plainText: 'short projection' };
}

describe('POST /v1/textEditor/sync', () => {
  it('saves the document, increments the version and recounts words on the server', async () => {
    const note = await createNote(t, alice.token, { text: 'first draft' });
    const res = await sync(t, alice.token, note.id, 1, '第二稿 second draft');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: note.id, version: 2, wordCount: 5 });

    const again = await sync(t, alice.token, note.id, 2, 'third');
    expect(again.json().data.version).toBe(3);
    const got = await query<{ note: NoteDetail }>(t, alice.token, { kind: 'note', id: note.id });
    expect(got.note).toMatchObject({ version: 3, wordCount: 1, excerpt: 'third', content: docOf('third') });
  });

  it('refuses a stale version with 409 version_conflict and the server’s current note', async () => {
    const note = await createNote(t, alice.token, { text: 'base' });
    expect((await sync(t, alice.token, note.id, 1, 'saved by tab A')).statusCode).toBe(200);

    const stale = await sync(t, alice.token, note.id, 1, 'typed in tab B');
    expect(stale.statusCode).toBe(409);
    const body = stale.json();
    expect(body).toMatchObject({ success: false, errorCode: 'version_conflict' });
    expect(body.errorMsg).toMatch(/version 2/);
    expect(body.data).toMatchObject({
      kind: 'note',
      note: { id: note.id, version: 2, content: docOf('saved by tab A') },
    });

    const got = await query<{ note: NoteDetail }>(t, alice.token, { kind: 'note', id: note.id });
    expect(got.note.content).toEqual(docOf('saved by tab A'));
  });

  it('refuses a version from the future too', async () => {
    const note = await createNote(t, alice.token);
    expect((await sync(t, alice.token, note.id, 5, 'x')).statusCode).toBe(409);
  });

  it('answers 404 for another user’s note, an unknown note and a deleted note', async () => {
    const bobs = await createNote(t, bob.token, { text: 'private' });
    const deleted = await createNote(t, alice.token);
    await post(t, alice.token, V1.textEditor.deleteFile, { kind: 'note', id: deleted.id });
    for (const id of [bobs.id, UNKNOWN_ID, deleted.id]) {
      const res = await sync(t, alice.token, id, 1, 'overwrite');
      expect(res.statusCode).toBe(404);
      expect(res.json().errorCode).toBe('not_found');
    }
    const stillBobs = await query<{ note: NoteDetail }>(t, bob.token, { kind: 'note', id: bobs.id });
    expect(stillBobs.note.content).toEqual(docOf('private'));
  });

  it('refuses bad bodies with 400', async () => {
    const note = await createNote(t, alice.token);
    const good = { id: note.id, version: 1, content: docOf('x'), plainText: 'x' };
    const bad = [
      { ...good, id: 'abc' },
      { ...good, version: 0 },
      { ...good, version: '1' },
      // Beyond the database integer: was a 500 (found by the schema fuzz).
      { ...good, version: 2 ** 31 },
      { ...good, version: 6698022015494086 },
      { ...good, content: undefined },
      { ...good, content: { type: 'paragraph' } },
      { ...good, content: { type: 'doc', content: [{ text: 'node without a type' }] } },
      { ...good, plainText: undefined },
    ];
    for (const body of bad) {
      const res = await post(t, alice.token, V1.textEditor.sync, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().errorCode).toBe('validation_error');
    }
  });

  it('accepts a document of exactly 2 MB', async () => {
    const note = await createNote(t, alice.token);
    const { content, plainText } = docOfSize(NOTE_CONTENT_MAX_BYTES);
    const res = await post(t, alice.token, V1.textEditor.sync, { id: note.id, version: 1, content, plainText });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a document over 2 MB with 413 payload_too_large and a message about the note', async () => {
    const note = await createNote(t, alice.token);
    const { content, plainText } = docOfSize(NOTE_CONTENT_MAX_BYTES + 1);
    const res = await post(t, alice.token, V1.textEditor.sync, { id: note.id, version: 1, content, plainText });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'payload_too_large' });
    expect(res.json().errorMsg).toMatch(/at most 2 MB/);
    const got = await query<{ note: NoteDetail }>(t, alice.token, { kind: 'note', id: note.id });
    expect(got.note.version).toBe(1);
  });

  it('refuses plain text over 2 MB with 413', async () => {
    const note = await createNote(t, alice.token);
    const plainText = 'b'.repeat(NOTE_CONTENT_MAX_BYTES + 1);
    const res = await post(t, alice.token, V1.textEditor.sync, {
      id: note.id,
      version: 1,
      content: docOf('b'),
      plainText,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().errorMsg).toMatch(/text is 2\.0 MB/);
  });

  it('refuses a request body beyond the route limit with 413 before reading it', async () => {
    const note = await createNote(t, alice.token);
    const huge = 'c'.repeat(5 * 1024 * 1024);
    const res = await post(t, alice.token, V1.textEditor.sync, {
      id: note.id,
      version: 1,
      content: docOf(huge),
      plainText: huge,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().errorCode).toBe('payload_too_large');
  });

  it('answers 401 without a token, even for an oversized body', async () => {
    expect((await sync(t, undefined, UNKNOWN_ID, 1, 'x')).statusCode).toBe(401);
    const huge = 'd'.repeat(5 * 1024 * 1024);
    const res = await post(t, undefined, V1.textEditor.sync, { id: UNKNOWN_ID, version: 1, content: docOf(huge) });
    expect(res.statusCode).toBe(401);
  });
});
