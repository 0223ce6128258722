import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NoteDetail } from '@inkstone/shared/api/textEditor';
import { V1 } from '@inkstone/shared/paths';
import { createAiTestApp, type AiTestApp } from '../test/aiTestApp.js';
import { okData, registerUser, type RegisteredUser } from '../test/factories.js';
import { createNote, docOf, post, query, sync } from '../test/textEditorApi.js';

let t: AiTestApp;
let alice: RegisteredUser;
beforeAll(async () => {
  t = await createAiTestApp();
  alice = await registerUser(t);
});
afterAll(async () => t.close());

// JSON.stringify writes a lone surrogate as the escape `\ud800`, the way a hostile client sends it.
const NUL = '\u0000';
const LONE = '\ud800';

describe('text input rule (NUL dropped, lone surrogates replaced)', () => {
  it('stores a note title and plain text that arrived with NUL and lone surrogates', async () => {
    const res = await post(t, alice.token, V1.textEditor.create, { kind: 'note', title: `a${NUL}b${LONE}` });
    expect(res.statusCode).toBe(200);
    const id = res.json().data.note.id as string;

    expect((await sync(t, alice.token, id, 1, `text ${NUL} with ${LONE} both`)).statusCode).toBe(200);
    // Saved again: a note holding such text must never become unsavable.
    expect((await sync(t, alice.token, id, 2, `again ${NUL}`)).statusCode).toBe(200);
    const got = await query<{ note: NoteDetail }>(t, alice.token, { kind: 'note', id });
    expect(got.note.title).toBe('ab\ufffd');
    expect(got.note.excerpt).toBe('again');
  });

  it('answers a search with NUL in the query string instead of failing', async () => {
    const res = await t.request({ method: 'GET', url: `${V1.papers.library}?q=%00&tag=%00x`, token: alice.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { items: [] } });
  });

  it('searches notes with NUL inside the search text', async () => {
    await createNote(t, alice.token, { title: 'findable', text: 'needle' });
    const res = await post(t, alice.token, V1.textEditor.query, {
      kind: 'notes',
      page: 1,
      pageSize: 10,
      search: `need${NUL}le`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.items.map((n: { title: string }) => n.title)).toEqual(['findable']);
  });

  it('runs an AI tool on text with a lone surrogate', async () => {
    const res = await t.request({
      method: 'POST',
      url: V1.workflow.polish,
      payload: { text: `abc ${LONE} def ${NUL}` },
      token: alice.token,
    });
    expect(res.statusCode).toBe(200);
    expect(okData<{ taskId: string }>(res).taskId).toEqual(expect.any(String));
  });

  it('leaves a document kept as its bytes as the client sent it', async () => {
    const note = await createNote(t, alice.token);
    const content = docOf(`keeps ${NUL} inside`);
    const res = await post(t, alice.token, V1.textEditor.sync, { id: note.id, version: 1, content, plainText: 'x' });
    expect(res.statusCode).toBe(200);
    const got = await query<{ note: NoteDetail }>(t, alice.token, { kind: 'note', id: note.id });
    expect(got.note.content).toEqual(content);
  });
});
