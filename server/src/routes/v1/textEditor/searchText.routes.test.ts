import { countWords } from '@inkstone/shared/wordCount';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noteTextChunks } from '../../../db/schema/index.js';
import { registerUser, type RegisteredUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';
import { createNote, listedIds, sync } from '../../../test/textEditorApi.js';

let t: TestApp;
let alice: RegisteredUser;
beforeAll(async () => {
  t = await createTestApp();
  alice = await registerUser(t);
});
afterAll(async () => t.close());

/** A long text of numbered paragraphs, one per line, each with a word only it holds. */
function paragraphs(count: number, mark = 'Para'): string[] {
  return Array.from({ length: count }, (_, i) => `${mark}${i}X holds ${'words of the note '.repeat(8 + (i % 13))}end.`);
}

async function storedPieces(noteId: string) {
  return t.ctx.db
    .select({
      seq: noteTextChunks.seq,
      digest: noteTextChunks.digest,
      text: noteTextChunks.text,
      wordCount: noteTextChunks.wordCount,
    })
    .from(noteTextChunks)
    .where(eq(noteTextChunks.noteId, noteId))
    .orderBy(asc(noteTextChunks.seq));
}

const found = (search: string) => listedIds(t, alice.token, { search });

describe('search text of a long note, stored in pieces', () => {
  it('finds words anywhere in a long text after create and sync, and drops what a save removed', async () => {
    const lines = paragraphs(400);
    const note = await createNote(t, alice.token, { title: 'Long', text: lines.join('\n') });
    const created = await storedPieces(note.id);
    expect(created.length).toBeGreaterThan(3);
    expect(created.map((p) => p.text).join('')).toBe(lines.join('\n').toLowerCase());
    expect(await found('para399x')).toEqual([note.id]);

    // Shorter text with one new paragraph: the tail's pieces go, the new words are found.
    const shorter = [...lines.slice(0, 150), 'A Freshly Typed paragraph.'];
    expect((await sync(t, alice.token, note.id, 1, shorter.join('\n'))).statusCode).toBe(200);
    expect(await found('para399x')).toEqual([]);
    expect(await found('freshly typed')).toEqual([note.id]);
    expect(await found('para0x')).toEqual([note.id]);
    const saved = await storedPieces(note.id);
    expect(saved.map((p) => p.text).join('')).toBe(shorter.join('\n').toLowerCase());
    expect(saved.map((p) => p.seq)).toEqual(saved.map((_, i) => i));
  });

  it('rewrites only the pieces an edit touched', async () => {
    const lines = paragraphs(400, 'Keep');
    const note = await createNote(t, alice.token, { title: 'Edited', text: lines.join('\n') });
    const before = await storedPieces(note.id);
    const edited = [...lines];
    edited[200] = `${edited[200]} Inserted Sentence.`;
    expect((await sync(t, alice.token, note.id, 1, edited.join('\n'))).statusCode).toBe(200);
    const after = await storedPieces(note.id);
    const unchanged = after.filter((p, i) => before[i]?.digest === p.digest);
    expect(after.length - unchanged.length).toBeGreaterThanOrEqual(1);
    expect(after.length - unchanged.length).toBeLessThanOrEqual(2);
    expect(await found('inserted sentence')).toEqual([note.id]);
  });

  it('counts the words of the whole note when a save rewrites only some pieces', async () => {
    const lines = paragraphs(400, 'Count');
    const note = await createNote(t, alice.token, { title: 'Counted', text: lines.join('\n') });
    expect(note.wordCount).toBe(countWords(lines.join('\n')));
    const edited = [...lines];
    edited[120] = '统计推断 state-of-the-art 3.14';
    edited.splice(300, 5);
    const res = await sync(t, alice.token, note.id, 1, edited.join('\n'));
    expect(res.json().data.wordCount).toBe(countWords(edited.join('\n')));
    const pieces = await storedPieces(note.id);
    expect(pieces.reduce((sum, p) => sum + (p.wordCount ?? 0), 0)).toBe(countWords(edited.join('\n')));
  });

  it('rewrites pieces stored without a word count (before migration 0022) and counts them', async () => {
    const lines = paragraphs(300, 'Legacy');
    const note = await createNote(t, alice.token, { title: 'Legacy', text: lines.join('\n') });
    await t.ctx.db.update(noteTextChunks).set({ wordCount: null }).where(eq(noteTextChunks.noteId, note.id));
    const edited = [...lines.slice(0, 299), 'The last paragraph, rewritten.'];
    const res = await sync(t, alice.token, note.id, 1, edited.join('\n'));
    expect(res.json().data.wordCount).toBe(countWords(edited.join('\n')));
    const pieces = await storedPieces(note.id);
    expect(pieces.every((p) => p.wordCount !== null)).toBe(true);
    expect(pieces.map((p) => p.text).join('')).toBe(edited.join('\n').toLowerCase());
  });

  it('keeps the winner’s text when two saves from one version race', async () => {
    const lines = paragraphs(200, 'Race');
    const note = await createNote(t, alice.token, { title: 'Race', text: lines.join('\n') });
    const first = [...lines.slice(0, 100), 'Alpha Ending'].join('\n');
    const second = [...lines.slice(0, 100), 'Beta Ending'].join('\n');
    const answers = await Promise.all([
      sync(t, alice.token, note.id, 1, first),
      sync(t, alice.token, note.id, 1, second),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const won = answers[0].statusCode === 200 ? first : second;
    expect((await storedPieces(note.id)).map((p) => p.text).join('')).toBe(won.toLowerCase());
    expect(await found(won === first ? 'alpha ending' : 'beta ending')).toEqual([note.id]);
    expect(await found(won === first ? 'beta ending' : 'alpha ending')).toEqual([]);
  });

  it('keeps the search text unchanged when a stale save is refused', async () => {
    const note = await createNote(t, alice.token, { title: 'Stale', text: 'Original Wording' });
    expect((await sync(t, alice.token, note.id, 1, 'Second Wording')).statusCode).toBe(200);
    expect((await sync(t, alice.token, note.id, 1, 'Stale Wording')).statusCode).toBe(409);
    expect(await found('stale wording')).toEqual([]);
    expect(await found('second wording')).toEqual([note.id]);
  });
});
