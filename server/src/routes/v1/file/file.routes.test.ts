import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  FileDetailRes,
  FileDto,
  FileFolderDto,
  FileStructureRes,
  FileTrashRes,
  SearchFilesRes,
  UploadFilesRes,
} from '@inkstone/shared/api/file';
import type { LibraryListRes } from '@inkstone/shared/api/papers';
import { V1 } from '@inkstone/shared/paths';
import * as filesRepo from '../../../db/repos/knowledgeFiles.js';
import { purgeExpiredFiles } from '../../../knowledge/fileSweeps.js';
import { deleteEntry } from '../../../knowledge/files.service.js';
import { sharedDataDir } from '../../../literature/eval/sharedDir.js';
import { okData, registerUser, type RegisteredUser } from '../../../test/factories.js';
import { multipart, uploadFiles, type UploadPart } from '../../../test/knowledgeUpload.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';

const NOTES = [
  '# Retrieval notes',
  '',
  'Dense passage retrieval encodes questions and passages with two BERT encoders.',
  '',
  '## 中文部分',
  '',
  '检索增强生成把外部知识库与语言模型结合起来，显著提高了问答准确率。',
].join('\n');

let t: TestApp;
let alice: RegisteredUser;
let bob: RegisteredUser;
let dataDir: string;
const MAX_FILE = 64 * 1024;
const QUOTA = 200 * 1024;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'inkstone-files-'));
  t = await createTestApp({ DATA_DIR: dataDir, FILE_MAX_BYTES: String(MAX_FILE), FILE_QUOTA_BYTES: String(QUOTA) });
  [alice, bob] = [await registerUser(t), await registerUser(t)];
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const upload = (token: string, files: UploadPart[], folderId?: string | null) => uploadFiles(t, token, files, folderId);
const structure = async (token: string) =>
  okData<FileStructureRes>(await t.request({ method: 'GET', url: V1.file.getUserFileStructure, token }));
const post = (url: string, token: string, payload: object) => t.request({ method: 'POST', url, token, payload });
const settled = async () => t.ctx.tasks.idle();
const tempFiles = () => {
  const dir = path.join(dataDir, 'files', 'tmp');
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
};

describe('the file manager', () => {
  let folder: FileFolderDto;
  let notes: FileDto;

  it('creates a folder, takes an upload into it and reads it into searchable passages', async () => {
    folder = okData<FileFolderDto>(await post(V1.file.createFolder, alice.token, { name: '检索 papers' }));
    const res = okData<UploadFilesRes>(
      await upload(alice.token, [{ name: 'retrieval notes.md', bytes: Buffer.from(NOTES) }], folder.id),
    );
    [notes] = res.files as [FileDto];
    expect(notes).toMatchObject({
      name: 'retrieval notes.md',
      folderId: folder.id,
      kind: 'markdown',
      status: 'queued',
    });
    await settled();
    const tree = await structure(alice.token);
    expect(tree.folders.map((f) => f.name)).toEqual(['检索 papers']);
    expect(tree.files[0]).toMatchObject({ id: notes.id, status: 'ready', pages: 1 });
    expect(tree.files[0]!.passages).toBeGreaterThan(0);
    expect(tree.files[0]!.libraryEntryId).toEqual(expect.any(String));
    expect(tree.limits).toMatchObject({
      maxFileBytes: MAX_FILE,
      quotaBytes: QUOTA,
      usedBytes: Buffer.byteLength(NOTES),
    });

    const english = okData<SearchFilesRes>(
      await post(V1.file.search, alice.token, { query: 'dense passage retrieval' }),
    );
    expect(english.items[0]).toMatchObject({ fileId: notes.id, pageFrom: 1 });
    expect(english.items[0]!.snippet).toContain('«Dense»');
    const chinese = okData<SearchFilesRes>(await post(V1.file.search, alice.token, { query: '知识库' }));
    expect(chinese.items.map((hit) => hit.fileId)).toEqual([notes.id]);
    expect(chinese.items[0]!.snippet).toContain('«知识库»');
    const none = okData<SearchFilesRes>(await post(V1.file.search, bob.token, { query: 'dense passage retrieval' }));
    expect(none.items).toEqual([]);
  });

  it('downloads the file with its name (RFC 5987 for non-ASCII) and serves byte ranges', async () => {
    await post(V1.file.renameFile, alice.token, { id: notes.id, name: '检索笔记.md' });
    const whole = await t.request({ method: 'GET', url: `${V1.file.downloadFile}?id=${notes.id}`, token: alice.token });
    expect(whole.statusCode).toBe(200);
    expect(whole.body).toBe(NOTES);
    expect(whole.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('检索笔记.md')}`);
    const part = await t.request({
      method: 'GET',
      url: `${V1.file.downloadFile}?id=${notes.id}`,
      token: alice.token,
      headers: { range: 'bytes=2-10' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe(NOTES.slice(2, 11));
    expect(part.headers['content-range']).toBe(`bytes 2-10/${Buffer.byteLength(NOTES)}`);
  });

  it('shows a file page with its passages and takes corrected metadata', async () => {
    const detail = okData<FileDetailRes>(
      await t.request({ method: 'GET', url: `${V1.file.detail}?id=${notes.id}`, token: alice.token }),
    );
    expect(detail.passages[0]).toMatchObject({ fileId: notes.id, pageFrom: 1, pageTo: 1 });
    expect(detail.totalPassages).toBe(detail.file.passages);
    const metadata = {
      ...detail.file.metadata!,
      title: 'Retrieval notes (corrected)',
      authors: ['Vladimir Karpukhin', '王小明'],
      year: 2024,
    };
    expect((await post(V1.file.updateMetadata, alice.token, { id: notes.id, metadata })).statusCode).toBe(200);
    const file = (await structure(alice.token)).files[0]!;
    expect(file.metadata).toMatchObject({ title: 'Retrieval notes (corrected)', year: 2024 });
    // The library entry the file is cited as takes the correction; the file stays linked to it.
    const library = okData<LibraryListRes>(
      await t.request({ method: 'GET', url: V1.papers.library, token: alice.token }),
    );
    const entry = library.items.find((e) => e.id === file.libraryEntryId)!;
    expect(entry.paper).toMatchObject({
      title: 'Retrieval notes (corrected)',
      year: 2024,
      authors: [{ given: 'Vladimir', family: 'Karpukhin' }, { name: '王小明' }],
    });
    expect(file.libraryEntryId).toBe(detail.file.libraryEntryId);
  });

  it('moves, deletes to the trash and restores; a folder can send its files to the root', async () => {
    const inner = okData<FileFolderDto>(
      await post(V1.file.createFolder, alice.token, { name: 'inner', parentId: folder.id }),
    );
    const intoItself = await post(V1.file.moveFile, alice.token, { id: folder.id, folderId: inner.id, kind: 'folder' });
    expect(intoItself.statusCode).toBe(400);
    expect(
      (await post(V1.file.moveFile, alice.token, { id: notes.id, folderId: inner.id, kind: 'file' })).statusCode,
    ).toBe(200);

    const del = (query: string) =>
      t.request({ method: 'DELETE', url: `${V1.file.deleteFile}?${query}`, token: alice.token });
    expect((await del(`id=${folder.id}&kind=folder&mode=moveToRoot`)).statusCode).toBe(200);
    let tree = await structure(alice.token);
    expect(tree.folders).toEqual([]);
    expect(tree.files[0]).toMatchObject({ id: notes.id, folderId: null });

    expect((await del(`id=${notes.id}&kind=file`)).statusCode).toBe(200);
    expect((await structure(alice.token)).files).toEqual([]);
    const trash = okData<FileTrashRes>(await t.request({ method: 'GET', url: V1.file.trash, token: alice.token }));
    expect(trash.items.map((item) => [item.kind, item.name]).sort()).toEqual([
      ['file', '检索笔记.md'],
      ['folder', 'inner'],
      ['folder', '检索 papers'],
    ]);
    // Files in the trash are not searched.
    expect(okData<SearchFilesRes>(await post(V1.file.search, alice.token, { query: 'dense' })).items).toEqual([]);
    expect((await post(V1.file.restore, alice.token, { id: notes.id, kind: 'file' })).statusCode).toBe(200);
    tree = await structure(alice.token);
    expect(tree.files.map((f) => f.id)).toEqual([notes.id]);
  });

  it("answers 404 for another user's files and folders, and 401 without a session", async () => {
    const [own] = (await structure(alice.token)).files;
    const asBob = [
      t.request({ method: 'GET', url: `${V1.file.downloadFile}?id=${own!.id}`, token: bob.token }),
      t.request({ method: 'GET', url: `${V1.file.detail}?id=${own!.id}`, token: bob.token }),
      post(V1.file.renameFile, bob.token, { id: own!.id, name: 'mine.md' }),
      post(V1.file.moveFile, bob.token, { id: own!.id, folderId: null, kind: 'file' }),
      t.request({ method: 'DELETE', url: `${V1.file.deleteFile}?id=${own!.id}&kind=file`, token: bob.token }),
      upload(
        bob.token,
        [{ name: 'a.md', bytes: Buffer.from('# A') }],
        (await structure(alice.token)).folders[0]?.id ?? own!.id,
      ),
    ];
    for (const res of await Promise.all(asBob)) expect(res.statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: V1.file.getUserFileStructure })).statusCode).toBe(401);
    expect((await upload('', [{ name: 'a.md', bytes: Buffer.from('# A') }])).statusCode).toBe(401);
  });
});

describe('uploads that are refused', () => {
  it('413 for a file over the limit, leaving nothing behind', async () => {
    const before = await structure(bob.token);
    const res = await upload(bob.token, [{ name: 'big.txt', bytes: Buffer.alloc(MAX_FILE + 1, 'a') }]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, errorMsg: expect.stringContaining('0.1 MB') });
    expect((await structure(bob.token)).limits.usedBytes).toBe(before.limits.usedBytes);
    expect(tempFiles()).toEqual([]);
  });

  it('415 with the reason for a type the knowledge base does not take, read from the bytes', async () => {
    const zip = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(200, 1)]);
    const res = await upload(bob.token, [{ name: 'paper.pdf', bytes: zip }]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'unsupported_media_type' });
    expect((await structure(bob.token)).files).toEqual([]);
  });

  it("413 naming the quota when the user's files would not fit, and the earlier files of the request are taken back", async () => {
    const carol = await registerUser(t);
    const chunk = (n: number) => ({ name: `part${n}.txt`, bytes: Buffer.alloc(60 * 1024, String(n)) });
    expect((await upload(carol.token, [chunk(1), chunk(2), chunk(3)])).statusCode).toBe(200);
    const res = await upload(carol.token, [chunk(4), chunk(5)]);
    expect(res.statusCode).toBe(413);
    expect(res.json<{ errorMsg: string }>().errorMsg).toContain('quota');
    const tree = await structure(carol.token);
    expect(tree.files.map((f) => f.name).sort()).toEqual(['part1.txt', 'part2.txt', 'part3.txt']);
    expect(tree.limits.usedBytes).toBe(3 * 60 * 1024);
  });

  it('keeps only the last segment of a name sent with path separators, and refuses them in a rename', async () => {
    const res = okData<UploadFilesRes>(
      await upload(bob.token, [{ name: '../../etc/passwd.md', bytes: Buffer.from('# P') }]),
    );
    expect(res.files[0]!.name).toBe('passwd.md');
    const rename = await post(V1.file.renameFile, bob.token, { id: res.files[0]!.id, name: 'a/b.md' });
    expect(rename.statusCode).toBe(400);
  });

  it('an upload cut off mid-file stores nothing', async () => {
    const body = multipart({}, [{ name: 'cut.txt', bytes: Buffer.alloc(30 * 1024, 'x') }]);
    const boundary = /^--(\S+)/.exec(body.toString('latin1'))![1]!;
    const before = (await structure(bob.token)).files.length;
    const res = await t.request({
      method: 'POST',
      url: V1.file.uploadFilesNoFolder,
      token: bob.token,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body.subarray(0, 20 * 1024),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect((await structure(bob.token)).files).toHaveLength(before);
    expect(tempFiles()).toEqual([]);
  });
});

describe('the library entry a file becomes', () => {
  it('is completed from the record its printed DOI names', async () => {
    await t.ctx.literature.ready();
    const erin = await registerUser(t);
    const text = '# A draft I was sent\n\nhttps://doi.org/10.18653/v1/2021.acl-long.107\n\nSome notes on the method.';
    const [file] = okData<UploadFilesRes>(
      await upload(erin.token, [{ name: 'draft.md', bytes: Buffer.from(text) }]),
    ).files;
    await settled();
    const { files } = await structure(erin.token);
    expect(files[0]).toMatchObject({
      id: file!.id,
      status: 'ready',
      metadata: { doi: '10.18653/v1/2021.acl-long.107' },
    });
    const library = okData<LibraryListRes>(
      await t.request({ method: 'GET', url: V1.papers.library, token: erin.token }),
    );
    expect(library.items).toHaveLength(1);
    expect(library.items[0]!.id).toBe(files[0]!.libraryEntryId);
    // The corpus record's own title and venue, not the heading of the uploaded text.
    expect(library.items[0]!.paper.title).not.toBe('A draft I was sent');
    expect(library.items[0]!.paper.venue).toEqual(expect.any(String));
  });
});

describe('the trash', () => {
  it('removes files for good after 30 days, and their bytes once no file uses them', async () => {
    const dave = await registerUser(t);
    const bytes = Buffer.from('# Shared bytes\n\nThe same upload twice.');
    const [first] = okData<UploadFilesRes>(await upload(dave.token, [{ name: 'one.md', bytes }])).files;
    const [second] = okData<UploadFilesRes>(await upload(dave.token, [{ name: 'two.md', bytes }])).files;
    await settled();
    const blobs = () =>
      readdirSync(path.join(dataDir, 'files'), { recursive: true }).filter((f) => /[0-9a-f]{64}$/.test(String(f)));
    const stored = blobs().length;
    await t.request({ method: 'DELETE', url: `${V1.file.deleteFile}?id=${first!.id}&kind=file`, token: dave.token });
    t.clock.advance(31 * 24 * 60 * 60 * 1000);
    expect(await purgeExpiredFiles(t.ctx)).toEqual({ files: 1, blobs: 0 });
    expect(blobs()).toHaveLength(stored);
    expect(await filesRepo.findById(t.ctx.db, first!.id)).toBeUndefined();
    // The session has expired by now; the second copy goes to the trash through the service.
    await deleteEntry(t.ctx, (await filesRepo.findById(t.ctx.db, second!.id))!.userId, {
      id: second!.id,
      kind: 'file',
      mode: 'delete',
    });
    t.clock.advance(31 * 24 * 60 * 60 * 1000);
    expect(await purgeExpiredFiles(t.ctx)).toMatchObject({ files: 1, blobs: 1 });
    expect(blobs()).toHaveLength(stored - 1);
  });
});

const shared = sharedDataDir();
describe.skipIf(!shared)('a real paper (PDF fixture)', () => {
  it('is read with its pages: a phrase is found on the page it is printed on', async () => {
    const big = await createTestApp({ DATA_DIR: dataDir });
    try {
      const user = await registerUser(big);
      const file = 'en_peerjcs2017-vespa_peerj-cs.118';
      const bytes = readFileSync(path.join(shared!, 'fixtures', 'documents', `${file}.pdf`));
      const res = await uploadFiles(big, user.token, [{ name: `${file}.pdf`, bytes }]);
      expect(res.statusCode).toBe(200);
      await big.ctx.tasks.idle();
      const tree = okData<FileStructureRes>(
        await big.request({ method: 'GET', url: V1.file.getUserFileStructure, token: user.token }),
      );
      expect(tree.files[0]).toMatchObject({ status: 'ready', pages: 16 });
      expect(tree.files[0]!.metadata?.title).toMatch(/^VESPA/);
      const hits = okData<SearchFilesRes>(
        await big.request({
          method: 'POST',
          url: V1.file.search,
          token: user.token,
          payload: { query: 'the submission processes differ across compute clusters' },
        }),
      );
      expect(hits.items[0]!.pageFrom).toBeLessThanOrEqual(6);
      expect(hits.items[0]!.pageTo).toBeGreaterThanOrEqual(6);
    } finally {
      await big.close();
    }
  });
});
