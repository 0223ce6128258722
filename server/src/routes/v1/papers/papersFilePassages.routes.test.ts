import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadFilesRes } from '@inkstone/shared/api/file';
import { PAPER_SEARCH_FILE_PASSAGES, type PaperSearchRes } from '@inkstone/shared/api/papers';
import { V1 } from '@inkstone/shared/paths';
import { okData, registerUser, type RegisteredUser } from '../../../test/factories.js';
import { uploadFiles } from '../../../test/knowledgeUpload.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';

const NOTES = [
  '# Quality estimation',
  '',
  'Quality estimation predicts the quality of machine translation output without reference translations.',
  '',
  '## Features',
  '',
  'Glass-box features read the decoder of the translation system; black-box features read only its output.',
].join('\n');

let t: TestApp;
let alice: RegisteredUser;
let bob: RegisteredUser;
beforeAll(async () => {
  t = await createTestApp();
  [alice, bob] = [await registerUser(t), await registerUser(t)];
  await t.ctx.literature.ready();
});
afterAll(() => t.close());

const search = async (user: RegisteredUser, query: string) =>
  okData<PaperSearchRes>(
    await t.request({ method: 'POST', url: V1.papers.search, token: user.token, payload: { query, limit: 5 } }),
  );

describe('POST /v1/papers/search: passages of the user’s own files', () => {
  it('returns the papers and, beside them, the matching passage of a ready file with its page and marked words', async () => {
    const upload = await uploadFiles(t, alice.token, [{ name: 'qe-notes.md', bytes: Buffer.from(NOTES) }]);
    const file = okData<UploadFilesRes>(upload).files[0]!;
    await t.ctx.tasks.idle();

    const data = await search(alice, 'machine translation quality estimation');
    expect(data.items.some((p) => /translation/i.test(p.title))).toBe(true);
    expect(data.filePassages).toHaveLength(1);
    const [hit] = data.filePassages!;
    expect(hit).toMatchObject({ fileId: file.id, fileName: 'qe-notes.md', pageFrom: 1, pageTo: 1 });
    expect(hit!.snippet).toContain('«quality»');
    expect(hit!.snippet).toMatch(/«translation»/i);
  });

  it('never shows another user’s files, and is empty when nothing of the user’s matches', async () => {
    const data = await search(bob, 'machine translation quality estimation');
    expect(data.items.length).toBeGreaterThan(0);
    expect(data.filePassages).toEqual([]);
    expect((await search(alice, 'dependency parsing treebank')).filePassages).toEqual([]);
  });

  it('returns at most a few passages', async () => {
    const many = Array.from({ length: 8 }, (_, i) => ({
      name: `qe-${i}.md`,
      bytes: Buffer.from(`# Note ${i}\n\nSentence-level quality estimation, note ${i}.`),
    }));
    await uploadFiles(t, alice.token, many);
    await t.ctx.tasks.idle();
    const data = await search(alice, 'quality estimation');
    expect(data.filePassages).toHaveLength(PAPER_SEARCH_FILE_PASSAGES);
  });
});
