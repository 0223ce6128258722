import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { UploadFilesRes } from '@inkstone/shared/api/file';
import type { LibraryListRes } from '@inkstone/shared/api/papers';
import type { ReviewResult, WritingProjectDto } from '@inkstone/shared/api/writing';
import { V1 } from '@inkstone/shared/paths';
import * as filesRepo from '../../../db/repos/knowledgeFiles.js';
import { findOwnedProject } from '../../../db/repos/writingProjects.js';
import { createAiTestApp, type AiTestApp } from '../../../test/aiTestApp.js';
import { okData } from '../../../test/factories.js';
import { uploadFiles } from '../../../test/knowledgeUpload.js';
import * as kit from '../../../test/writing/reviewTestKit.js';
import { OUTLINE, SECTION_TEXT, sectionTitle } from '../../../test/writing/reviewTestKit.js';
import { callKind, json, SESSION_PAPERS, userOf, userWithSession } from '../../../test/writing/writingTestKit.js';

const NOTES = [
  '# Block-sparse attention in practice',
  '',
  'Block-sparse kernels cut the memory of attention by eighty percent on long documents.',
].join('\n');

let t: AiTestApp;
beforeAll(async () => {
  t = await createAiTestApp();
});
afterAll(async () => t.close());
afterEach(() => {
  expect(t.fake.unexpected).toEqual([]);
  t.fake.setResponder(undefined);
});

const post = (url: string, payload: object, token?: string) => t.request({ method: 'POST', url, payload, token });

async function uploadedNotes(token: string): Promise<string> {
  const res = await uploadFiles(t, token, [{ name: 'sparse notes.md', bytes: Buffer.from(NOTES) }]);
  await t.ctx.tasks.idle();
  return okData<UploadFilesRes>(res).files[0]!.id;
}

const outlineRequest = (sessionId: string | undefined, knowledgeFileIds: string[]) => ({
  topic: 'Attention',
  options: { length: 600 },
  sources: { ...(sessionId ? { researchSessionId: sessionId } : {}), knowledgeFileIds },
});

/** The fake plans the file's paper into "Sparse variants" and cites it with a page in that section. */
function modelCitingTheFile(fileKey: string) {
  t.fake.setResponder((req) => {
    const kind = callKind(req);
    if (kind === 'outline') {
      const [attention, memory] = OUTLINE.sections;
      const sparse = { ...attention!.subsections[0]!, bibkeys: ['wu2021sparse', fileKey] };
      return json({ sections: [{ ...attention, subsections: [sparse] }, memory] });
    }
    if (kind === 'support') {
      const claims = [...userOf(req).matchAll(/^(\d+)\. /gm)];
      return json({ verdicts: claims.map((m) => ({ n: Number(m[1]), supported: true })) });
    }
    if (kind !== 'section') return undefined;
    const title = sectionTitle(req);
    const extra = title === 'Attention mechanisms' ? ` Block-sparse kernels save memory [@${fileKey}, p. 1].` : '';
    return { text: [`${SECTION_TEXT[title] ?? ''}${extra}`] };
  });
}

describe('knowledge-base files as writing sources', () => {
  it('plans and writes from a file beside the search’s papers, quoting its passages and citing the page', async () => {
    const u = await userWithSession(t);
    const fileId = await uploadedNotes(u.token);
    const library = okData<LibraryListRes>(await t.request({ method: 'GET', url: V1.papers.library, token: u.token }));
    const fileKey = library.items.find((e) => e.paper.title === 'Block-sparse attention in practice')!.paper.bibkey;
    modelCitingTheFile(fileKey);
    const project = okData<WritingProjectDto>(
      await post(V1.workflow.generateOutline, outlineRequest(u.sessionId, [fileId]), u.token),
    );
    const stored = await findOwnedProject(t.ctx.db, u.userId, project.projectId);
    expect(stored.papers.find((p) => p.bibkey === fileKey)!.sources).toContainEqual({ source: 'upload', id: fileId });

    const task = await kit.settled(t, await kit.startReview(t, u.token, project.projectId), u.token);
    expect(task.status).toBe('succeeded');
    const section = t.fake.requests
      .filter((r) => callKind(r) === 'section' && sectionTitle(r) === 'Attention mechanisms')
      .at(-1)!;
    expect(userOf(section)).toMatch(/excerpt \(p\. 1\): [^\n]*Block-sparse kernels cut the memory of attention/);
    const support = t.fake.requests
      .filter((r) => callKind(r) === 'support' && userOf(r).includes('Block-sparse kernels save'))
      .at(-1)!;
    expect(userOf(support)).toContain('excerpt (p. 1)');
    const result = task.result as ReviewResult;
    expect(result.markdown).toMatch(/Block-sparse kernels save memory \([^)]*, p\. 1\)\./);
    expect(result.references.map((r) => r.bibkey)).toContain(fileKey);
    expect(result.report).toMatchObject({ removed: 0, flagged: 1 }); // zhao2018survey has no abstract
    // Every citation is counted, the one with a page too: 4 in the first section, 2 in the second.
    expect(result.report.citationsTotal).toBe(6);
  });

  it('a file whose work is already among the search’s papers marks that paper instead of adding a copy', async () => {
    const u = await userWithSession(t);
    const first = SESSION_PAPERS[0]!;
    const res = await uploadFiles(t, u.token, [
      { name: 'same.md', bytes: Buffer.from(`# ${first.title}\n\nDOI: ${first.doi}\n\nSame work, full text.`) },
    ]);
    await t.ctx.tasks.idle();
    const fileId = okData<UploadFilesRes>(res).files[0]!.id;
    kit.writingModel(t);
    const project = okData<WritingProjectDto>(
      await post(V1.workflow.generateOutline, outlineRequest(u.sessionId, [fileId]), u.token),
    );
    expect(project.papers).toHaveLength(SESSION_PAPERS.length);
    const stored = await findOwnedProject(t.ctx.db, u.userId, project.projectId);
    expect(stored.papers.find((p) => p.bibkey === first.bibkey)!.sources).toContainEqual({
      source: 'upload',
      id: fileId,
    });
  });

  it('404 for another user’s file, 400 naming a file that is not ready, and no words held for either', async () => {
    const owner = await userWithSession(t);
    const fileId = await uploadedNotes(owner.token);
    const other = await userWithSession(t);
    kit.writingModel(t);
    const calls = t.fake.requests.length;
    const foreign = await post(V1.workflow.generateOutline, outlineRequest(other.sessionId, [fileId]), other.token);
    expect(foreign.statusCode).toBe(404);
    await filesRepo.update(t.ctx.db, owner.userId, [fileId], { status: 'indexing' });
    const notReady = await post(V1.workflow.generateOutline, outlineRequest(undefined, [fileId]), owner.token);
    expect(notReady.statusCode).toBe(400);
    expect(notReady.json()).toMatchObject({ errorCode: 'file_not_ready' });
    expect(notReady.json().errorMsg).toContain('"sparse notes.md" is still being processed');
    expect(t.fake.requests.length).toBe(calls);
  });
});
