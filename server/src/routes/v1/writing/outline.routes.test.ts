import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WritingProjectDto } from '@inkstone/shared/api/writing';
import { V1 } from '@inkstone/shared/paths';
import { createAiTestApp, eventually, ledgerSum, openHolds, type AiTestApp } from '../../../test/aiTestApp.js';
import { okData, registerUser } from '../../../test/factories.js';
import { createTestApp } from '../../../test/testApp.js';
import {
  createProject,
  json,
  PLANNED_OUTLINE,
  seedLibraryPaper,
  testPaper,
  systemOf,
  userOf,
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

const systemOfLast = () => systemOf(t.fake.requests.at(-1)!);
const post = (url: string, payload: object, token?: string) => t.request({ method: 'POST', url, payload, token });
const balance = async (token: string) =>
  okData<{ durWordsLeft: number }>(await t.request({ method: 'GET', url: V1.user.info, token })).durWordsLeft;

describe('generateOutline', () => {
  it('plans an outline from a saved search: only the set’s papers, thin sections marked, cost shown, words charged', async () => {
    const u = await userWithSession(t);
    t.fake.reply(json(PLANNED_OUTLINE));
    const project = await createProject(t, u.token, u.sessionId);
    expect(project.outline.map((s) => [s.title, s.bibkeys, s.isThin])).toEqual([
      ['Attention mechanisms', ['smith2020attention', 'wu2021sparse'], false],
      ['Memory', ['lee2019memory'], true],
    ]);
    expect(project.thinSectionIds).toEqual([project.outline[0]!.subsections[0]!.id, project.outline[1]!.id]);
    expect(project.papers.map((p) => p.bibkey)).toEqual([
      'smith2020attention',
      'lee2019memory',
      'wu2021sparse',
      'zhao2018survey',
    ]);
    expect(project.reviewCost).toEqual({ estimatedWords: 600, holdWords: 900 });
    expect(project.wordsCharged).toBeGreaterThan(0);
    expect(await balance(u.token)).toBe(u.user.durWordsLeft - project.wordsCharged);
    expect(await ledgerSum(t, u.userId)).toBe(u.user.durWordsLeft - project.wordsCharged);
    const prompt = userOf(t.fake.requests.at(-1)!);
    expect(prompt).toContain('key: zhao2018survey');
    expect(prompt).toContain('The paper search grouped the papers');
  });

  it('stops the model call when the client stops waiting, and gives every word back', async () => {
    const u = await userWithSession(t);
    t.fake.reply({ ...json(PLANNED_OUTLINE), headerDelayMs: 30_000 });
    const stop = new AbortController();
    const callsBefore = t.fake.requests.length;
    const body = { topic: 'Attention', options: {}, sources: { researchSessionId: u.sessionId } };
    const pending = t.post(V1.workflow.generateOutline, body, u.token, stop.signal).catch((err: unknown) => err);
    await eventually(() => t.fake.requests.length > callsBefore);
    const modelCall = t.fake.requests.at(-1)!;
    const stoppedAt = Date.now();
    stop.abort();
    expect(await pending).toMatchObject({ name: 'AbortError' });
    await modelCall.closed;
    expect(modelCall.wasAborted).toBe(true);
    // Closed by the stop, not by the stall timeout (2 s here) that would end it anyway.
    expect(Date.now() - stoppedAt).toBeLessThan(1000);
    await eventually(async () => (await openHolds(t, u.userId)) === 0);
    expect(await balance(u.token)).toBe(u.user.durWordsLeft);
    expect(await ledgerSum(t, u.userId)).toBe(u.user.durWordsLeft);
  });

  it('takes papers from the library too', async () => {
    const u = await userWithSession(t);
    await seedLibraryPaper(t, u.userId, testPaper('mine2022', 'Mine', 2022, 'My own paper.'));
    t.fake.reply(json({ sections: [{ title: 'Mine', why: 'w', bibkeys: ['mine2022', 'lee2019memory'] }] }));
    const res = await post(
      V1.workflow.generateOutline,
      {
        topic: 'Memory',
        options: { language: 'zh' },
        sources: { researchSessionId: u.sessionId, libraryBibkeys: ['mine2022'] },
      },
      u.token,
    );
    const project = okData<WritingProjectDto>(res);
    expect(project.papers.map((p) => p.bibkey)).toContain('mine2022');
    expect(project.outline[0]!.bibkeys).toEqual(['mine2022', 'lee2019memory']);
    expect(project.options).toEqual({ kind: 'literatureReview', language: 'cn', length: 3000, citationStyle: 'apa' });
    expect(systemOfLast()).toContain('Write in Simplified Chinese');
  });

  it('a reply that is not an outline gets one corrected retry, then fails loudly with 502 and gives the hold back', async () => {
    const u = await userWithSession(t);
    t.fake.reply({ text: ['Sorry, I cannot.'] }, { text: ['{"sections": []}'] });
    const res = await post(
      V1.workflow.generateOutline,
      { topic: 'x topic', sources: { researchSessionId: u.sessionId } },
      u.token,
    );
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'model_output_invalid' });
    // The retry showed the model its answer and what was wrong with it.
    const retry = t.fake.requests.at(-1)!.body.messages!;
    expect(retry.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(retry[3]!.content).toMatch(/could not be used: The answer contains no JSON object/);
    expect(await balance(u.token)).toBe(u.user.durWordsLeft);
    expect(await openHolds(t, u.userId)).toBe(0);
  });

  it('401 without a token, 400 for a bad body, 404 for another user’s session or an unknown library paper', async () => {
    const u = await userWithSession(t);
    const other = await registerUser(t);
    const body = { topic: 'Attention', sources: { researchSessionId: u.sessionId } };
    expect((await post(V1.workflow.generateOutline, body)).statusCode).toBe(401);
    const bad = await post(V1.workflow.generateOutline, { topic: 'x', sources: {} }, u.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, errorCode: 'validation_error' });
    expect((await post(V1.workflow.generateOutline, body, other.token)).statusCode).toBe(404);
    const missing = await post(
      V1.workflow.generateOutline,
      { topic: 'Attention', sources: { libraryBibkeys: ['nope'] } },
      u.token,
    );
    expect(missing.statusCode).toBe(404);
  });

  it('without a model: 503 llm_not_configured', async () => {
    const offline = await createTestApp();
    try {
      const { token } = await registerUser(offline);
      const res = await offline.request({
        method: 'POST',
        url: V1.workflow.generateOutline,
        token,
        payload: { topic: 'Attention', sources: { libraryBibkeys: ['a'] } },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ errorCode: 'llm_not_configured' });
    } finally {
      await offline.close();
    }
  });
});

describe('generateOutlineByReview', () => {
  it('builds the outline from an existing review text', async () => {
    const u = await userWithSession(t);
    t.fake.reply(
      json({ sections: [{ title: 'From the review', why: 'w', bibkeys: ['smith2020attention', 'lee2019memory'] }] }),
    );
    const reviewText = 'Attention has changed translation (Smith, 2020). Memory networks came before it (Lee, 2019).';
    const project = okData<WritingProjectDto>(
      await post(
        V1.workflow.generateOutlineByReview,
        { topic: 'Attention', sources: { researchSessionId: u.sessionId }, reviewText },
        u.token,
      ),
    );
    expect(project.outline.map((s) => s.title)).toEqual(['From the review']);
    expect(userOf(t.fake.requests.at(-1)!)).toContain(`<review>\n${reviewText}\n</review>`);
    const short = await post(
      V1.workflow.generateOutlineByReview,
      { topic: 'A', sources: { researchSessionId: u.sessionId }, reviewText: 'short' },
      u.token,
    );
    expect(short.statusCode).toBe(400);
  });
});

describe('reviseOutline and revisionOutline', () => {
  it('reviseOutline follows the instruction in words', async () => {
    const u = await userWithSession(t);
    t.fake.reply(json(PLANNED_OUTLINE));
    const project = await createProject(t, u.token, u.sessionId);
    t.fake.reply(
      json({ sections: [{ title: 'Merged', why: 'one', bibkeys: ['smith2020attention', 'lee2019memory'] }] }),
    );
    const revised = okData<WritingProjectDto>(
      await post(
        V1.workflow.reviseOutline,
        { projectId: project.projectId, instruction: 'Merge everything into one section' },
        u.token,
      ),
    );
    expect(revised.outline.map((s) => s.title)).toEqual(['Merged']);
    expect(userOf(t.fake.requests.at(-1)!)).toContain('Merge everything into one section');
  });

  it('revisionOutline keeps the user’s structure exactly and only re-balances the papers', async () => {
    const u = await userWithSession(t);
    t.fake.reply(json(PLANNED_OUTLINE));
    const project = await createProject(t, u.token, u.sessionId);
    const [first, second] = project.outline;
    const edited = [
      { id: second!.id, title: 'Memory first', bibkeys: [] },
      { id: first!.id, title: 'Attention renamed', bibkeys: ['smith2020attention'], subsections: [] },
      { title: 'Brand new', bibkeys: ['ghost'] },
    ];
    // The model tries to rename and to add an invented key; only the papers of known sections count.
    t.fake.reply(
      json({
        sections: [
          {
            id: second!.id,
            title: 'Renamed by model',
            why: 'memory papers',
            bibkeys: ['lee2019memory', 'zhao2018survey'],
          },
          {
            id: first!.id,
            title: 'x',
            why: 'attention papers',
            bibkeys: ['smith2020attention', 'wu2021sparse', 'made_up'],
          },
        ],
      }),
    );
    const revised = okData<WritingProjectDto>(
      await post(V1.workflow.revisionOutline, { projectId: project.projectId, outline: edited }, u.token),
    );
    expect(revised.outline.map((s) => [s.title, s.bibkeys, s.isThin])).toEqual([
      ['Memory first', ['lee2019memory', 'zhao2018survey'], false],
      ['Attention renamed', ['smith2020attention', 'wu2021sparse'], false],
      ['Brand new', [], true],
    ]);
    expect(revised.outline[0]!.why).toBe('memory papers');
  });

  it('revisionOutline can bring new library papers into the set for a thin section', async () => {
    const u = await userWithSession(t);
    const other = await registerUser(t);
    await seedLibraryPaper(t, u.userId, testPaper('new2023memory', 'New', 2023, 'More on memory.'));
    t.fake.reply(json(PLANNED_OUTLINE));
    const project = await createProject(t, u.token, u.sessionId);
    const memory = project.outline[1]!;
    const outline = [{ id: memory.id, title: memory.title, bibkeys: ['lee2019memory', 'new2023memory'] }];
    const body = { projectId: project.projectId, outline, addPapers: { libraryBibkeys: ['new2023memory'] } };
    expect((await post(V1.workflow.revisionOutline, body, other.token)).statusCode).toBe(404);
    t.fake.reply(
      json({ sections: [{ id: memory.id, title: 'x', why: 'memory', bibkeys: ['lee2019memory', 'new2023memory'] }] }),
    );
    const revised = okData<WritingProjectDto>(await post(V1.workflow.revisionOutline, body, u.token));
    expect(revised.papers.map((p) => p.bibkey)).toContain('new2023memory');
    expect(revised.outline).toMatchObject([
      { title: 'Memory', bibkeys: ['lee2019memory', 'new2023memory'], isThin: false },
    ]);
    expect(revised.thinSectionIds).toEqual([]);
    const missing = { ...body, addPapers: { libraryBibkeys: ['not-in-library'] } };
    expect((await post(V1.workflow.revisionOutline, missing, u.token)).statusCode).toBe(404);
  });

  it('401, 404 for another user’s project, 400 for a bad body', async () => {
    const u = await userWithSession(t);
    const other = await registerUser(t);
    t.fake.reply(json(PLANNED_OUTLINE));
    const project = await createProject(t, u.token, u.sessionId);
    const revise = { projectId: project.projectId, instruction: 'Shorter please' };
    const revision = { projectId: project.projectId, outline: [{ title: 'One' }] };
    expect((await post(V1.workflow.reviseOutline, revise)).statusCode).toBe(401);
    expect((await post(V1.workflow.revisionOutline, revision)).statusCode).toBe(401);
    expect((await post(V1.workflow.reviseOutline, revise, other.token)).statusCode).toBe(404);
    expect((await post(V1.workflow.revisionOutline, revision, other.token)).statusCode).toBe(404);
    expect((await post(V1.workflow.reviseOutline, { projectId: project.projectId }, u.token)).statusCode).toBe(400);
    expect(
      (await post(V1.workflow.revisionOutline, { projectId: project.projectId, outline: [] }, u.token)).statusCode,
    ).toBe(400);
  });
});

describe('OpenAPI', () => {
  it('documents the writing calls, and how reviseOutline and revisionOutline differ', async () => {
    const doc = (await t.request({ method: 'GET', url: V1.openapi })).json<{
      paths: Record<string, Record<string, { description?: string }>>;
    }>();
    expect(doc.paths[V1.workflow.reviseOutline]?.post?.description).toContain('Revision in words');
    expect(doc.paths[V1.workflow.revisionOutline]?.post?.description).toContain('Direct edit');
    for (const path of [V1.workflow.generateOutline, V1.workflow.generateOutlineByReview, V1.workflow.generateReview]) {
      expect(doc.paths[path]?.post).toBeDefined();
    }
    for (const path of [V1.workflow.fetchReview, V1.workflow.exportReview]) expect(doc.paths[path]?.get).toBeDefined();
  });
});
