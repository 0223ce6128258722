import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { UploadFilesRes } from '@inkstone/shared/api/file';
import type { FetchReviewRes, WritingProjectDto } from '@inkstone/shared/api/writing';
import { V1 } from '@inkstone/shared/paths';
import { createAiTestApp, ledgerSum, type AiTestApp } from '../../../test/aiTestApp.js';
import { findOwnedProject } from '../../../db/repos/writingProjects.js';
import { okData, registerUser } from '../../../test/factories.js';
import { uploadFiles } from '../../../test/knowledgeUpload.js';
import {
  createProject,
  json,
  PLANNED_OUTLINE,
  seedLibraryPaper,
  seedSession,
  SESSION_PAPERS,
  testPaper,
  userWithSession,
} from '../../../test/writing/writingTestKit.js';

let t: AiTestApp;
beforeAll(async () => {
  t = await createAiTestApp();
});
afterAll(async () => t.close());
afterEach(() => {
  expect(t.fake.unexpected).toEqual([]);
  t.fake.setResponder(undefined);
});

const add = (payload: object, token?: string) =>
  t.request({ method: 'POST', url: V1.workflow.addProjectPapers, payload, token });
const keysOf = (project: WritingProjectDto) => project.papers.map((paper) => paper.bibkey);

/** A user with a project planned (by the fake) from the saved search of four papers. */
async function userWithProject() {
  const u = await userWithSession(t);
  t.fake.reply(json(PLANNED_OUTLINE));
  const project = await createProject(t, u.token, u.sessionId);
  return { ...u, project };
}

describe('addProjectPapers', () => {
  it('adds library papers to the set without a model call or a charge; the outline stays as it was', async () => {
    const u = await userWithProject();
    await seedLibraryPaper(t, u.userId, testPaper('new2023memory', 'New', 2023, 'More on memory.'));
    await seedLibraryPaper(t, u.userId, testPaper('lee2019memory', 'Lee', 2019, 'A library copy.'));
    const calls = t.fake.requests.length;
    const ledger = await ledgerSum(t, u.userId);

    const res = await add(
      { projectId: u.project.projectId, libraryBibkeys: ['new2023memory', 'lee2019memory'] },
      u.token,
    );
    const added = okData<WritingProjectDto>(res);
    // The key already in the set keeps its first copy; only the new paper joins, at the end.
    expect(keysOf(added)).toEqual([...keysOf(u.project), 'new2023memory']);
    expect(added.papers.find((p) => p.bibkey === 'lee2019memory')?.title).toBe('A study of lee2019memory');
    expect(added.outline).toEqual(u.project.outline);
    expect(added.wordsCharged).toBe(0);
    expect(t.fake.requests.length).toBe(calls);
    expect(await ledgerSum(t, u.userId)).toBe(ledger);

    // Stored: step 2 reloads the grown set, and adding it again changes nothing.
    const fetched = await t.request({
      method: 'GET',
      url: `${V1.workflow.fetchReview}?projectId=${u.project.projectId}`,
      token: u.token,
    });
    expect(keysOf(okData<FetchReviewRes>(fetched).project)).toContain('new2023memory');
    const again = okData<WritingProjectDto>(
      await add({ projectId: u.project.projectId, libraryBibkeys: ['new2023memory'] }, u.token),
    );
    expect(keysOf(again)).toEqual(keysOf(added));
  });

  it('adds knowledge-base files: a new work joins, a file of a work already in the set marks that paper', async () => {
    const u = await userWithProject();
    const same = SESSION_PAPERS[1]!;
    const res = await uploadFiles(t, u.token, [
      { name: 'new.md', bytes: Buffer.from('# Memory in practice\n\nReplay buffers hold long contexts.') },
      { name: 'same.md', bytes: Buffer.from(`# ${same.title}\n\nDOI: ${same.doi}\n\nFull text.`) },
    ]);
    await t.ctx.tasks.idle();
    const [fresh, known] = okData<UploadFilesRes>(res).files;
    const added = okData<WritingProjectDto>(
      await add({ projectId: u.project.projectId, knowledgeFileIds: [fresh!.id, known!.id] }, u.token),
    );
    expect(added.papers).toHaveLength(u.project.papers.length + 1);
    expect(added.papers.at(-1)!.title).toBe('Memory in practice');
    const stored = await findOwnedProject(t.ctx.db, u.userId, u.project.projectId);
    expect(stored.papers.find((p) => p.bibkey === same.bibkey)!.sources).toContainEqual({
      source: 'upload',
      id: known!.id,
    });
    expect(stored.papers.at(-1)!.sources).toContainEqual({ source: 'upload', id: fresh!.id });
  });

  it('refuses to grow the set past 200 papers and keeps it as it was', async () => {
    const u = await userWithSession(t);
    const many = Array.from({ length: 199 }, (_, i) => testPaper(`bulk${i}`, 'Bulk', 2020, null));
    t.fake.reply(json({ sections: [{ title: 'All', why: 'w', bibkeys: ['bulk0', 'bulk1'] }] }));
    const project = await createProject(t, u.token, await seedSession(t, u.userId, many));
    expect(project.papers).toHaveLength(199);
    for (const key of ['extra1', 'extra2']) await seedLibraryPaper(t, u.userId, testPaper(key, 'Extra', 2021, null));

    const over = await add({ projectId: project.projectId, libraryBibkeys: ['extra1', 'extra2'] }, u.token);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ errorCode: 'validation_error' });
    expect(over.json().errorMsg).toContain('at most 200 papers');
    const fits = okData<WritingProjectDto>(
      await add({ projectId: project.projectId, libraryBibkeys: ['extra1'] }, u.token),
    );
    expect(fits.papers).toHaveLength(200);
  });

  it('401 without a token, 404 for another user’s project or a paper not in the library, 400 for a bad body', async () => {
    const u = await userWithProject();
    const other = await registerUser(t);
    await seedLibraryPaper(t, u.userId, testPaper('mine2022', 'Mine', 2022, null));
    const body = { projectId: u.project.projectId, libraryBibkeys: ['mine2022'] };

    expect((await add(body)).statusCode).toBe(401);
    const foreign = await add(body, other.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ success: false, errorCode: 'not_found' });
    expect((await add({ ...body, libraryBibkeys: ['not-in-library'] }, u.token)).statusCode).toBe(404);

    for (const bad of [
      { ...body, libraryBibkeys: [] },
      { ...body, libraryBibkeys: [], knowledgeFileIds: ['not-a-uuid'] },
      { ...body, libraryBibkeys: Array.from({ length: 51 }, (_, i) => `k${i}`) },
      { ...body, projectId: 'not-a-uuid' },
      { projectId: u.project.projectId },
    ]) {
      const res = await add(bad, u.token);
      expect(res.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'validation_error' });
    }
    // None of the refused calls changed the set.
    const fetched = await t.request({
      method: 'GET',
      url: `${V1.workflow.fetchReview}?projectId=${u.project.projectId}`,
      token: u.token,
    });
    expect(keysOf(okData<FetchReviewRes>(fetched).project)).toEqual(keysOf(u.project));
  });

  it('is documented in the OpenAPI description', async () => {
    const doc = (await t.request({ method: 'GET', url: V1.openapi })).json<{
      paths: Record<string, Record<string, { description?: string }>>;
    }>();
    expect(doc.paths[V1.workflow.addProjectPapers]?.post?.description).toContain('Free (no model call)');
  });
});
