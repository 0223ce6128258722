import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadFilesRes } from '@inkstone/shared/api/file';
import {
  SearchStatus,
  type AgentKnowledgeFile,
  type AgentPaper,
  type ResearchSessionDto,
} from '@inkstone/shared/api/paperAgent';
import { V1 } from '@inkstone/shared/paths';
import * as filesRepo from '../../../db/repos/knowledgeFiles.js';
import * as passagesRepo from '../../../db/repos/filePassages.js';
import { indexedText } from '../../../knowledge/search/passageTerms.js';
import type { FakeLlmRequest, FakeResponder } from '../../../test/fakes/fakeLlm.js';
import { userIdOf, type AiTestApp } from '../../../test/aiTestApp.js';
import {
  agentResponder,
  createAgentTestApp,
  dataOf,
  listen,
  postTo,
  promptKind,
  readIdEvents,
  strayModelCalls,
} from '../../../test/agentTestKit.js';
import { okData, registerUser, type RegisteredUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';

// Issue 19: knowledge-base files as sources of the paper-search agent, offline and with a fake model.
const BOUNDARY = 'inkstone-agent-kb-boundary';
let offline: TestApp;
let withModel: AiTestApp;
let offlineOrigin: string;
let modelOrigin: string;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'inkstone-agent-kb-'));
  offline = await createTestApp({ DATA_DIR: path.join(dataDir, 'offline') });
  withModel = await createAgentTestApp({ DATA_DIR: path.join(dataDir, 'model') });
  await offline.ctx.literature.ready();
  offlineOrigin = await listen(offline);
  modelOrigin = await listen(withModel);
});
afterAll(async () => {
  await offline.close();
  await withModel.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * Uploads a Markdown file through the file routes (processed for real: passages, library entry),
 * then gives it the passages `pages` describes, so a page past the first can be asserted.
 */
async function readyFile(t: TestApp, user: RegisteredUser, name: string, pages: Record<number, string>) {
  const text = Object.values(pages).join('\n\n');
  const res = await t.request({
    method: 'POST',
    url: V1.file.uploadFilesNoFolder,
    token: user.token,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n\r\n${text}\r\n--${BOUNDARY}--\r\n`,
    ),
  });
  await t.ctx.tasks.idle();
  const file = okData<UploadFilesRes>(res).files[0]!;
  const userId = await userIdOf(t, user.email);
  const passages = Object.entries(pages).map(([page, body], seq) => ({
    seq,
    pageFrom: Number(page),
    pageTo: Number(page),
    section: null,
    text: body,
    indexedText: indexedText(userId, body),
  }));
  await passagesRepo.replaceAll(t.ctx.db, file.id, userId, passages);
  const row = await filesRepo.findLive(t.ctx.db, userId, file.id);
  expect(row?.status).toBe('ready');
  expect(row?.libraryPaperId).toBeTruthy();
  return file;
}

const ownPaper = (bibList: AgentPaper[], fileId: string) =>
  bibList.find((p) => p.sources.some((s) => s.source === 'upload' && s.id === fileId));

const search = (origin: string, body: object, token: string) =>
  postTo(origin, V1.workflow.paperagentSearch, { language: 'en', ...body }, token);

describe('paper-search agent with knowledge-base files, offline', () => {
  it('keeps a matching file with its page passage beside the searched papers, also in history', async () => {
    const alice = await registerUser(offline);
    const notes = await readyFile(offline, alice, 'my-notes.md', {
      1: '# Field notes\n\nA diary of the lab move and the coffee machine.',
      7: 'Argument mining in social media finds claims and premises in tweets and forum threads.',
    });
    const unrelated = await readyFile(offline, alice, 'recipes.md', {
      1: '# Soup\n\nCarrots, onions and a slow simmer make a good soup.',
    });
    const events = await readIdEvents(
      await search(
        offlineOrigin,
        { topic: 'argument mining in social media', maxPapers: 5, knowledgeFileIds: [notes.id, unrelated.id] },
        alice.token,
      ),
    );
    const semantic = dataOf<{ knowledgeFiles: AgentKnowledgeFile[] }>(events, SearchStatus.SearchSemantic);
    expect(semantic.knowledgeFiles).toEqual([
      { fileId: notes.id, fileName: 'my-notes.md', hasPassage: true },
      { fileId: unrelated.id, fileName: 'recipes.md', hasPassage: false },
    ]);
    const { bibList } = dataOf<{ bibList: AgentPaper[] }>(events, SearchStatus.Finished);
    expect(bibList).toHaveLength(5);
    const kept = ownPaper(bibList, notes.id);
    expect(kept?.passage).toEqual({
      fileId: notes.id,
      fileName: 'my-notes.md',
      pageFrom: 7,
      pageTo: 7,
      snippet: expect.stringContaining('«Argument» «mining»') as string,
    });
    expect(kept?.reason).toMatch(/\(your file, p\. 7\)$/);
    // Searched papers carry no passage; the file that matched nothing ranked last and was not kept.
    expect(bibList.filter((p) => p.passage).map((p) => p.bibkey)).toEqual([kept!.bibkey]);
    expect(ownPaper(bibList, unrelated.id)).toBeUndefined();

    const id = dataOf<{ id: string }>(events, SearchStatus.GetUUID).id;
    const session = okData<ResearchSessionDto>(
      await offline.request({ method: 'GET', url: `${V1.papersearchHistory.detail}?id=${id}`, token: alice.token }),
    );
    expect(session.options.knowledgeFileIds).toEqual([notes.id, unrelated.id]);
    expect(session.knowledgeFiles).toEqual(semantic.knowledgeFiles);
    expect(ownPaper(session.bibList, notes.id)?.passage?.pageFrom).toBe(7);
  });

  it('says page ranges in Chinese for a Chinese run', async () => {
    const user = await registerUser(offline);
    const file = await readyFile(offline, user, 'stance.md', {
      3: 'Stance detection and argument mining in social media posts, a survey of datasets.',
    });
    const events = await readIdEvents(
      await search(
        offlineOrigin,
        { topic: 'argument mining in social media', maxPapers: 5, language: 'cn', knowledgeFileIds: [file.id] },
        user.token,
      ),
    );
    const { bibList } = dataOf<{ bibList: AgentPaper[] }>(events, SearchStatus.Finished);
    expect(ownPaper(bibList, file.id)?.reason).toMatch(/（你的文件 · 第 3 页）$/);
  });

  it('answers 404 for another user’s file or folder, and 400 for a file not ready, before the stream', async () => {
    const owner = await registerUser(offline);
    const other = await registerUser(offline);
    const file = await readyFile(offline, owner, 'owned.md', { 1: 'Argument mining notes.' });
    const stolen = await search(offlineOrigin, { topic: 'argument mining', knowledgeFileIds: [file.id] }, other.token);
    expect(stolen.status).toBe(404);
    expect(await stolen.json()).toMatchObject({ success: false, errorCode: 'not_found' });
    const folder = await offline.request({
      method: 'POST',
      url: V1.file.createFolder,
      token: owner.token,
      payload: { name: 'Reading' },
    });
    const folderId = okData<{ id: string }>(folder).id;
    const foreignFolder = await search(
      offlineOrigin,
      { topic: 'argument mining', knowledgeFolderIds: [folderId] },
      other.token,
    );
    expect(foreignFolder.status).toBe(404);

    for (const status of ['extracting', 'failed'] as const) {
      await filesRepo.setStatus(offline.ctx.db, file.id, { status });
      const res = await search(offlineOrigin, { topic: 'argument mining', knowledgeFileIds: [file.id] }, owner.token);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { errorCode: string; errorMsg: string };
      expect(body).toMatchObject({ success: false, errorCode: 'file_not_ready' });
      expect(body.errorMsg).toContain('"owned.md"');
    }
    const tooMany = await search(
      offlineOrigin,
      { topic: 'argument mining', knowledgeFileIds: Array.from({ length: 51 }, () => crypto.randomUUID()) },
      owner.token,
    );
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toMatchObject({ errorCode: 'validation_error' });
  });
});

// The filter keeps a paper whose prompt entry carries the file's page-7 passage, and translation papers.
const userText = (req: FakeLlmRequest) => req.body.messages?.find((m) => m.role === 'user')?.content ?? '';
function passageAwareFilter(): FakeResponder {
  const rest = agentResponder();
  return (req) => {
    if (promptKind(req) !== 'filter') return rest(req);
    const entries = [...userText(req).matchAll(/^\[([^\]]+)\] (.*)\n(.*)$/gm)];
    const judgements = entries.map(([, ref, title, body]) =>
      body!.startsWith('[p. 7] Alignment') || /translation/i.test(title!)
        ? { ref, score: 0.9, reason: `Relevant: ${ref}` }
        : { ref, score: 0.1, reason: 'Off topic' },
    );
    return { json: { judgements } };
  };
}

describe('paper-search agent with knowledge-base files and a model', () => {
  it('shows the model the file’s passage; a kept file cites its page, a rejected one is dropped', async () => {
    const user = await registerUser(withModel);
    const kept = await readyFile(withModel, user, 'alignment.md', {
      2: '# Lab notebook\n\nShopping list.',
      7: 'Alignment of words in neural machine translation with attention.',
    });
    const rejected = await readyFile(withModel, user, 'garden.md', {
      4: 'Tomatoes and machine maintenance for the garden.',
    });
    withModel.fake.setResponder(passageAwareFilter());
    const events = await readIdEvents(
      await search(
        modelOrigin,
        { topic: 'neural machine translation', maxPapers: 10, knowledgeFileIds: [kept.id, rejected.id] },
        user.token,
      ),
    );
    const { bibList } = dataOf<{ bibList: AgentPaper[] }>(events, SearchStatus.Finished);
    const paper = ownPaper(bibList, kept.id);
    expect(paper?.reason).toMatch(/^Relevant: \d+ \(your file, p\. 7\)$/);
    expect(paper?.passage).toMatchObject({ fileId: kept.id, pageFrom: 7, pageTo: 7 });
    // What the results show is the file's own record, not the passage the model read.
    expect(paper?.abstract ?? '').not.toContain('[p. 7]');
    expect(ownPaper(bibList, rejected.id)).toBeUndefined();
    expect(strayModelCalls(withModel)).toEqual([]);
  });
});
