import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AskFilesRes, UploadFilesRes } from '@inkstone/shared/api/file';
import { V1 } from '@inkstone/shared/paths';
import { keepCitedClaims } from '../../../knowledge/ask.service.js';
import { startFakeLlm, type FakeLlm } from '../../../test/fakes/fakeLlm.js';
import { okData, registerUser, type RegisteredUser } from '../../../test/factories.js';
import { uploadFiles } from '../../../test/knowledgeUpload.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';

const NOTES = [
  '# Dense retrieval',
  '',
  'Dense passage retrieval encodes questions and passages with two BERT encoders and ranks passages by inner product.',
].join('\n');

describe('keepCitedClaims', () => {
  it('keeps sentences citing a given passage and drops the rest, and citations of passages not given', () => {
    const answer =
      'DPR uses two encoders [1]. It was invented in 1850. It ranks by inner product [2][7].\n\nNothing here.';
    expect(keepCitedClaims(answer, 2)).toBe('DPR uses two encoders [1]. It ranks by inner product [2].');
    expect(keepCitedClaims('无来源的说法。', 2)).toBeNull();
    expect(keepCitedClaims('中文回答也要引用[1]。第二句没有。', 1)).toBe('中文回答也要引用[1]。');
  });
});

let llm: FakeLlm;
let withModel: TestApp;
let withoutModel: TestApp;
let alice: RegisteredUser;
let bob: RegisteredUser;
let dataDir: string;

async function uploaded(t: TestApp, user: RegisteredUser) {
  const res = await uploadFiles(t, user.token, [{ name: 'dpr.md', bytes: Buffer.from(NOTES) }]);
  await t.ctx.tasks.idle();
  return okData<UploadFilesRes>(res).files[0]!;
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'inkstone-ask-'));
  llm = await startFakeLlm();
  withModel = await createTestApp({
    DATA_DIR: dataDir,
    LLM_BASE_URL: llm.baseUrl,
    LLM_MODEL: 'ask-fake-model',
    LLM_API_KEY: 'ask-fake-key',
  });
  withoutModel = await createTestApp({ DATA_DIR: dataDir });
  alice = await registerUser(withModel);
  bob = await registerUser(withoutModel);
});
afterAll(async () => {
  await withModel.close();
  await withoutModel.close();
  await llm.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const ask = (t: TestApp, user: RegisteredUser, question: string) =>
  t.request({ method: 'POST', url: V1.file.ask, token: user.token, payload: { question } });

describe('POST /v1/file/ask', () => {
  it('answers from the passages with a citation after every claim; unsupported sentences are not kept', async () => {
    const file = await uploaded(withModel, alice);
    llm.reply({ text: ['DPR encodes questions and passages with two BERT encoders [1]. ', 'It also cures colds.'] });
    const res = okData<AskFilesRes>(await ask(withModel, alice, 'How does dense passage retrieval encode questions?'));
    expect(res).toMatchObject({
      withoutModel: 'none',
      answer: 'DPR encodes questions and passages with two BERT encoders [1].',
    });
    expect(res.passages[0]).toMatchObject({ fileId: file.id, pageFrom: 1 });
    const prompt = llm.requests
      .at(-1)!
      .body.messages!.map((m) => m.content)
      .join('\n');
    expect(prompt).toContain('[1] dpr.md, p. 1');
    expect(prompt).toContain('two BERT encoders');
  });

  it('without a model, gives the ranked passages and says so', async () => {
    await uploaded(withoutModel, bob);
    const res = okData<AskFilesRes>(await ask(withoutModel, bob, 'dense passage retrieval encoders'));
    expect(res.answer).toBeNull();
    expect(res.withoutModel).toBe('not_configured');
    expect(res.passages.length).toBeGreaterThan(0);
  });

  it('says when nothing in the files matches, without calling the model', async () => {
    const before = llm.requests.length;
    const res = okData<AskFilesRes>(await ask(withModel, alice, 'photosynthesis in algae'));
    expect(res).toEqual({ answer: null, withoutModel: 'no_passages', passages: [] });
    expect(llm.requests).toHaveLength(before);
  });

  it('reports a failed model call instead of inventing an answer', async () => {
    llm.reply({ status: 500 });
    const res = okData<AskFilesRes>(await ask(withModel, alice, 'dense passage retrieval'));
    expect(res.answer).toBeNull();
    expect(res.withoutModel).toBe('failed');
    expect(res.passages.length).toBeGreaterThan(0);
  });
});
