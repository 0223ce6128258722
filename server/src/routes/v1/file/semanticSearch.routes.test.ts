import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileDetailRes, FileStructureRes, SearchFilesRes, UploadFilesRes } from '@inkstone/shared/api/file';
import { V1 } from '@inkstone/shared/paths';
import * as embeddingsRepo from '../../../db/repos/passageEmbeddings.js';
import { reportSemanticSearch } from '../../../knowledge/embeddings/semanticSearch.js';
import { okData, registerUser, type RegisteredUser } from '../../../test/factories.js';
import {
  FAKE_EMBEDDING_MODEL,
  startFakeEmbeddings,
  type FakeEmbeddings,
} from '../../../test/fakes/embeddingsServer.js';
import { uploadFiles } from '../../../test/knowledgeUpload.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';

// Issue 19: with an embedding model, passages are also found by meaning. "kitten" shares no word
// with the cat passage (the fake's concept table makes them near, as a real model would).
const CATS = '# Household animals\n\nCats are small carnivores that purr, sleep most of the day and hunt mice.';
const TRUCKS = '# Road transport\n\nA heavy truck carries freight on a diesel motor that burns fuel by compression.';
const PARAPHRASE = 'kitten';

const structure = async (t: TestApp, token: string) =>
  okData<FileStructureRes>(await t.request({ method: 'GET', url: V1.file.getUserFileStructure, token }));
const search = async (t: TestApp, token: string, query: string) =>
  okData<SearchFilesRes>(await t.request({ method: 'POST', url: V1.file.search, token, payload: { query } })).items;
const uploadAndSettle = async (t: TestApp, token: string, files: { name: string; text: string }[]) => {
  const res = okData<UploadFilesRes>(
    await uploadFiles(
      t,
      token,
      files.map((f) => ({ name: f.name, bytes: Buffer.from(f.text) })),
    ),
  );
  await t.ctx.tasks.idle();
  return res.files;
};
const detail = async (t: TestApp, token: string, id: string) =>
  okData<FileDetailRes>(await t.request({ method: 'GET', url: `${V1.file.detail}?id=${id}`, token }));

describe('knowledge-base search with an embedding model', () => {
  let fake: FakeEmbeddings;
  let t: TestApp;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  let hasPgvector = false;

  beforeAll(async () => {
    fake = await startFakeEmbeddings();
    t = await createTestApp({ EMBEDDING_BASE_URL: fake.baseUrl, EMBEDDING_MODEL: FAKE_EMBEDDING_MODEL });
    hasPgvector = await embeddingsRepo.tableExists(t.ctx.db);
    [alice, bob] = [await registerUser(t), await registerUser(t)];
    await uploadAndSettle(t, alice.token, [
      { name: 'cats.md', text: CATS },
      { name: 'trucks.md', text: TRUCKS },
    ]);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('finds a passage by a word it does not contain, and says so in the limits', async (test) => {
    if (!hasPgvector) {
      // The PostgreSQL pass: this server has no pgvector, so migration 0017 created no table.
      expect((await structure(t, alice.token)).limits.semanticSearch).toBe(false);
      expect((await search(t, alice.token, 'diesel')).map((h) => h.fileName)).toEqual(['trucks.md']);
      test.skip('the test database has no pgvector extension: vector search is off (keyword search checked)');
    }
    expect((await structure(t, alice.token)).limits.semanticSearch).toBe(true);
    const hits = await search(t, alice.token, PARAPHRASE);
    expect(hits[0]?.fileName).toBe('cats.md');
    expect((await search(t, alice.token, 'lorry'))[0]?.fileName).toBe('trucks.md');
    // Keyword matches still count: fused with the vector ranking, the keyword's passage comes first.
    expect((await search(t, alice.token, 'freight'))[0]?.fileName).toBe('trucks.md');
    expect(fake.unexpected).toEqual([]);
  });

  it('logs at start whether it searches by meaning; a warning when pgvector is missing', async () => {
    const lines: { level: string; message: string }[] = [];
    const log = {
      info: (_: object, message: string) => void lines.push({ level: 'info', message }),
      warn: (_: object, message: string) => void lines.push({ level: 'warn', message }),
    };
    await reportSemanticSearch(t.ctx.env, t.ctx.database, log);
    expect(lines).toHaveLength(1);
    if (hasPgvector) expect(lines[0]).toMatchObject({ level: 'info', message: expect.stringMatching(/semantic/) });
    else expect(lines[0]).toMatchObject({ level: 'warn', message: expect.stringMatching(/no pgvector.*keyword-only/) });
  });

  it('never returns another user’s passages by vector', async () => {
    await uploadAndSettle(t, bob.token, [{ name: 'bob.md', text: '# Gardens\n\nRoses need sun and water.' }]);
    const hits = await search(t, bob.token, PARAPHRASE);
    expect(hits.every((hit) => hit.fileName === 'bob.md')).toBe(true);
  });

  it('with the embedding model down, a new file is still ready and found by keyword', async () => {
    await fake.close();
    const [file] = await uploadAndSettle(t, alice.token, [
      { name: 'engines.md', text: '# Engines\n\nA turbocharger forces extra air into the cylinders.' },
    ]);
    const read = await detail(t, alice.token, file!.id);
    expect(read.file.status).toBe('ready');
    if (hasPgvector) expect(read.file.statusDetail).toMatch(/keyword only .*0 of 1 passages embedded/);
    expect((await search(t, alice.token, 'turbocharger')).map((h) => h.fileName)).toEqual(['engines.md']);
  });
});

describe('knowledge-base search without an embedding model', () => {
  let t: TestApp;
  let alice: RegisteredUser;

  beforeAll(async () => {
    t = await createTestApp();
    alice = await registerUser(t);
    await uploadAndSettle(t, alice.token, [
      { name: 'cats.md', text: CATS },
      { name: 'trucks.md', text: TRUCKS },
    ]);
  });
  afterAll(() => t.close());

  it('searches by keyword alone and does not claim more', async () => {
    expect((await structure(t, alice.token)).limits.semanticSearch).toBe(false);
    expect(await search(t, alice.token, PARAPHRASE)).toEqual([]);
    expect((await search(t, alice.token, 'purr')).map((h) => h.fileName)).toEqual(['cats.md']);
  });
});
