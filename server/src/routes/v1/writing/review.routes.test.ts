import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { QueryResultRes } from '@inkstone/shared/api/workflow';
import type { FetchReviewRes, ReviewResult } from '@inkstone/shared/api/writing';
import { V1 } from '@inkstone/shared/paths';
import { createAiTestApp, eventually, ledgerSum, openHolds, type AiTestApp } from '../../../test/aiTestApp.js';
import { okData, registerUser } from '../../../test/factories.js';
import * as kit from '../../../test/writing/reviewTestKit.js';
import { SECTION_TEXT, sectionTitle } from '../../../test/writing/reviewTestKit.js';
import { callKind, userOf, userWithSession } from '../../../test/writing/writingTestKit.js';

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
const get = (url: string, token?: string) => t.request({ method: 'GET', url, token });
const writingModel = (sections?: Parameters<typeof kit.writingModel>[1]) => kit.writingModel(t, sections);
const projectOf = (token: string, sessionId: string, options?: object) => kit.projectOf(t, token, sessionId, options);
const queryTask = (taskId: string, token: string) => kit.queryTask(t, taskId, token);
const settled = (taskId: string, token: string) => kit.settled(t, taskId, token);
const startReview = (token: string, projectId: string) => kit.startReview(t, token, projectId);
const balance = async (token: string) => okData<{ durWordsLeft: number }>(await get(V1.user.info, token)).durWordsLeft;

describe('generateReview', () => {
  it('writes section by section; citations rendered, reference list of the cited papers, report, charge', async () => {
    const u = await userWithSession(t);
    writingModel();
    const project = await projectOf(u.token, u.sessionId);
    const before = await balance(u.token);
    const taskId = await startReview(u.token, project.projectId);
    const task = await settled(taskId, u.token);
    expect(task.status).toBe('succeeded');
    const result = task.result as ReviewResult;
    expect(result.progress).toEqual({ sectionsDone: 2, sectionsTotal: 2 });
    expect(result.markdown).toContain('Attention improves translation (Smith, 2020).');
    expect(result.markdown).toContain('Memory networks store long contexts (Lee, 2019).');
    expect(result.markdown).toContain('## References');
    expect(result.references.map((r) => r.bibkey).sort()).toEqual(
      ['lee2019memory', 'smith2020attention', 'wu2021sparse', 'zhao2018survey'].sort(),
    );
    expect(result.report).toEqual({ citationsTotal: 5, verified: 3, flagged: 2, removed: 0 });
    expect(result.flags.map((f) => [f.reason, f.bibkeys])).toEqual([
      ['unsupported', ['smith2020attention']],
      ['unverifiable', ['zhao2018survey']],
    ]);
    expect(result.wordsCharged).toBeGreaterThan(0);
    expect(await balance(u.token)).toBe(before - result.wordsCharged);
    expect(await ledgerSum(t, u.userId)).toBe(before - result.wordsCharged);
    expect(await openHolds(t, u.userId)).toBe(0);
    const fetched = okData<FetchReviewRes>(
      await get(`${V1.workflow.fetchReview}?projectId=${project.projectId}`, u.token),
    );
    expect(fetched).toMatchObject({ taskId, status: 'succeeded', result: { markdown: result.markdown } });
  });

  it('each section sees only its own papers', async () => {
    const u = await userWithSession(t);
    writingModel();
    const project = await projectOf(u.token, u.sessionId);
    await settled(await startReview(u.token, project.projectId), u.token);
    const memory = t.fake.requests.filter((r) => callKind(r) === 'section' && sectionTitle(r) === 'Memory').at(-1)!;
    expect(userOf(memory)).toContain('key: lee2019memory');
    expect(userOf(memory)).not.toContain('key: smith2020attention');
  });

  it('shows progress and the text so far while it runs', async () => {
    const u = await userWithSession(t);
    writingModel({
      Memory: () => ({ text: [SECTION_TEXT.Memory!.slice(0, 20), SECTION_TEXT.Memory!.slice(20)], delayMs: 700 }),
    });
    const project = await projectOf(u.token, u.sessionId);
    const taskId = await startReview(u.token, project.projectId);
    let midway: QueryResultRes | undefined;
    await eventually(async () => {
      midway = await queryTask(taskId, u.token);
      return (midway.result as ReviewResult | null)?.progress.sectionsDone === 1;
    });
    expect(midway!.status).toBe('running');
    expect((midway!.result as ReviewResult).markdown).toContain('Attention improves translation');
    expect(midway!.preview).toContain('Attention mechanisms');
    const fetched = okData<FetchReviewRes>(
      await get(`${V1.workflow.fetchReview}?projectId=${project.projectId}`, u.token),
    );
    expect(fetched.status).toBe('running');
    expect((await post(V1.workflow.generateReview, { projectId: project.projectId }, u.token)).statusCode).toBe(409);
    // An outline edit meanwhile does not change the review being written.
    const edit = { projectId: project.projectId, outline: [{ title: 'Only one' }] };
    expect((await post(V1.workflow.revisionOutline, edit, u.token)).statusCode).toBe(200);
    const done = await settled(taskId, u.token);
    expect(done.status).toBe('succeeded');
    expect((done.result as ReviewResult).sections.map((s) => s.title)).toEqual(['Attention mechanisms', 'Memory']);
  });

  it('never keeps a citation outside the set: invented keys, unknown authors, numbers and other sections’ papers are removed and flagged', async () => {
    const u = await userWithSession(t);
    writingModel({
      Memory: () => ({
        text: [
          '## Memory\n\nMemory helps [@lee2019memory; @invented2024]. Transformers rule [@vaswani2017attention]. ' +
            'Old work agrees (Nobody, 2017). See also [7]. Attention is related [@smith2020attention].',
        ],
      }),
    });
    const project = await projectOf(u.token, u.sessionId, { citationStyle: 'gbt7714' });
    const result = (await settled(await startReview(u.token, project.projectId), u.token)).result as ReviewResult;
    const memory = result.sections.find((s) => s.title === 'Memory')!;
    expect(memory.text).toBe(
      '## Memory\n\nMemory helps [@lee2019memory]. Transformers rule. Old work agrees. See also. Attention is related.',
    );
    for (const invented of ['invented2024', 'vaswani2017attention', 'Nobody', '[7]'])
      expect(result.markdown).not.toContain(invented);
    expect(result.report.removed).toBe(5);
    expect(result.flags.filter((f) => f.reason === 'invented_citation').map((f) => f.bibkeys)).toEqual([
      ['@invented2024'],
      ['@vaswani2017attention'],
      ['Nobody 2017'],
      ['7'],
      ['@smith2020attention'],
    ]);
    // GB/T 7714: numbered in order of first citation, every entry cited.
    expect(result.markdown).toContain('Attention improves translation [1].');
    expect(result.references.map((r) => [r.number, r.bibkey])).toEqual([
      [1, 'smith2020attention'],
      [2, 'wu2021sparse'],
      [3, 'lee2019memory'],
    ]);
    expect(result.references[0]!.text).toContain('[1]');
  });

  it('retries a failed section once, then reports it and keeps the rest, charging only what was delivered', async () => {
    const u = await userWithSession(t);
    let memoryCalls = 0;
    writingModel({ Memory: () => (++memoryCalls, { status: 500 }) });
    const project = await projectOf(u.token, u.sessionId);
    const before = await balance(u.token);
    const task = await settled(await startReview(u.token, project.projectId), u.token);
    const result = task.result as ReviewResult;
    expect(memoryCalls).toBe(2);
    expect(task.status).toBe('succeeded');
    expect(result.sections.map((s) => [s.title, s.status])).toEqual([
      ['Attention mechanisms', 'done'],
      ['Memory', 'failed'],
    ]);
    expect(result.sections[1]!.errorMsg).toBeTruthy();
    expect(result.markdown).not.toContain('Memory networks');
    expect(await balance(u.token)).toBe(before - result.wordsCharged);
  });

  it('a section that fails once and then succeeds is kept', async () => {
    const u = await userWithSession(t);
    let calls = 0;
    writingModel({ Memory: () => (++calls === 1 ? { status: 500 } : { text: [SECTION_TEXT.Memory!] }) });
    const project = await projectOf(u.token, u.sessionId);
    const result = (await settled(await startReview(u.token, project.projectId), u.token)).result as ReviewResult;
    expect(result.sections.map((s) => s.status)).toEqual(['done', 'done']);
  });

  it('fails and refunds everything when no section could be written', async () => {
    const u = await userWithSession(t);
    writingModel({ 'Attention mechanisms': () => ({ status: 500 }), Memory: () => ({ status: 500 }) });
    const project = await projectOf(u.token, u.sessionId);
    const before = await balance(u.token);
    const task = await settled(await startReview(u.token, project.projectId), u.token);
    expect(task.status).toBe('failed');
    expect(task.error?.errorCode).toBeTruthy();
    expect(await balance(u.token)).toBe(before);
    expect(await openHolds(t, u.userId)).toBe(0);
  });

  it('two generateReview calls at once start one review; the other gets 409 and holds nothing', async () => {
    const u = await userWithSession(t);
    writingModel();
    const { projectId } = await projectOf(u.token, u.sessionId);
    const before = await balance(u.token);
    const answers = await Promise.all([1, 2].map(() => post(V1.workflow.generateReview, { projectId }, u.token)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const taskId = okData<{ taskId: string }>(answers.find((r) => r.statusCode === 200)!).taskId;
    const result = (await settled(taskId, u.token)).result as ReviewResult;
    expect(await balance(u.token)).toBe(before - result.wordsCharged);
  });

  it('401 without a token, 404 for another user’s project, 400 for a bad body or query', async () => {
    const u = await userWithSession(t);
    const other = await registerUser(t);
    writingModel();
    const project = await projectOf(u.token, u.sessionId);
    const { projectId } = project;
    expect((await post(V1.workflow.generateReview, { projectId })).statusCode).toBe(401);
    expect((await get(`${V1.workflow.fetchReview}?projectId=${projectId}`)).statusCode).toBe(401);
    expect((await post(V1.workflow.generateReview, { projectId }, other.token)).statusCode).toBe(404);
    expect((await get(`${V1.workflow.fetchReview}?projectId=${projectId}`, other.token)).statusCode).toBe(404);
    expect((await post(V1.workflow.generateReview, { projectId: 'nope' }, u.token)).statusCode).toBe(400);
    expect((await get(`${V1.workflow.fetchReview}?projectId=nope`, u.token)).statusCode).toBe(400);
    expect(okData<FetchReviewRes>(await get(`${V1.workflow.fetchReview}?projectId=${projectId}`, u.token))).toEqual({
      projectId,
      project: { ...project, wordsCharged: 0 },
      taskId: null,
      status: 'none',
      result: null,
      error: null,
    });
  });
});
