import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { QueryResultRes } from '@inkstone/shared/api/workflow';
import { V1 } from '@inkstone/shared/paths';
import { createAiTestApp, eventually, ledgerSum, userIdOf, type AiTestApp } from '../../../test/aiTestApp.js';
import { okData, registerUser } from '../../../test/factories.js';

let t: AiTestApp;
beforeAll(async () => {
  t = await createAiTestApp();
});
afterAll(async () => t.close());
afterEach(() => expect(t.fake.unexpected).toEqual([]));

const post = (url: string, payload: object, token?: string) => t.request({ method: 'POST', url, payload, token });
const query = (taskId: string, token?: string) =>
  t.request({ method: 'GET', url: `${V1.workflow.queryResultAndPreview}?taskId=${taskId}`, token });
const balance = async (token: string) =>
  okData<{ durWordsLeft: number }>(await t.request({ method: 'GET', url: V1.user.info, token })).durWordsLeft;

/** Polls the task until it is finished. */
async function settled(taskId: string, token: string): Promise<QueryResultRes> {
  let task: QueryResultRes | undefined;
  await eventually(async () => {
    task = okData<QueryResultRes>(await query(taskId, token));
    return task.status === 'succeeded' || task.status === 'failed';
  });
  return task!;
}

describe('non-streamed workflow calls run as tasks', () => {
  it.each([
    [V1.workflow.polish, 'polish', {}],
    [V1.workflow.expand, 'expand', {}],
    [V1.workflow.reduceSimilarity, 'reduceSimilarity', {}],
    [V1.workflow.reduceAIContent, 'reduceAIContent', {}],
    [V1.workflow.polishBySuggestion, 'polishBySuggestion', { suggestions: ['Be concise'] }],
  ])('%s answers a taskId at once; the task holds the result, preview and charge', async (url, kind, extra) => {
    const { token, user, email } = await registerUser(t);
    t.fake.reply({ reasoning: ['thinking'], text: ['Results ', 'improved [1].'] });
    const { taskId } = okData<{ taskId: string }>(await post(url, { text: 'Results improve [1].', ...extra }, token));
    const task = await settled(taskId, token);
    expect(task).toMatchObject({
      taskId,
      status: 'succeeded',
      preview: 'Results improved [1].',
      error: null,
      result: {
        kind,
        text: 'Results improved [1].',
        reasoning: 'thinking',
        wordsCharged: 3,
        isTruncated: false,
        integrity: { isIntact: true, missing: [], added: [] },
      },
    });
    expect(task.finishedAt).not.toBeNull();
    expect(await balance(token)).toBe(user.durWordsLeft - 3);
    expect(await ledgerSum(t, await userIdOf(t, email))).toBe(user.durWordsLeft - 3);
    expect(t.fake.requests.at(-1)!.body.stream).toBe(true);
  });

  it('suggestion returns the items of the numbered list', async () => {
    const { token } = await registerUser(t);
    t.fake.reply({ text: ['[1] First idea\n[2] Second idea'] });
    const { taskId } = okData<{ taskId: string }>(await post(V1.workflow.suggestion, { text: 'Draft.' }, token));
    expect((await settled(taskId, token)).result).toMatchObject({
      kind: 'suggestion',
      items: ['First idea', 'Second idea'],
    });
  });

  it('parse splits text without calling the model or charging', async () => {
    const { token, user } = await registerUser(t);
    const calls = t.fake.requests.length;
    const { taskId } = okData<{ taskId: string }>(
      await post(V1.workflow.parse, { text: 'One. Two!\n\n第三段。' }, token),
    );
    const task = await settled(taskId, token);
    expect(task.result).toEqual({
      kind: 'parse',
      wordCount: 5,
      paragraphs: [
        {
          text: 'One. Two!',
          wordCount: 2,
          sentences: [
            { text: 'One.', wordCount: 1 },
            { text: 'Two!', wordCount: 1 },
          ],
        },
        { text: '第三段。', wordCount: 3, sentences: [{ text: '第三段。', wordCount: 3 }] },
      ],
    });
    expect(task.preview).toBe('One. Two! 第三段。');
    expect(t.fake.requests.length).toBe(calls);
    expect(await balance(token)).toBe(user.durWordsLeft);
  });

  it('a failed model call fails the task with the error and gives the words back', async () => {
    const { token, user } = await registerUser(t);
    t.fake.reply({ status: 429 });
    const { taskId } = okData<{ taskId: string }>(await post(V1.workflow.polish, { text: 'Some text.' }, token));
    const task = await settled(taskId, token);
    expect(task).toMatchObject({ status: 'failed', result: null, error: { errorCode: 'upstream_rate_limited' } });
    expect(await balance(token)).toBe(user.durWordsLeft);
  });

  it('holds the words while the task waits: the balance drops at once, then settles', async () => {
    const { token, user } = await registerUser(t);
    t.fake.reply({ text: ['Done', ' now.'], headerDelayMs: 300 });
    const { taskId } = okData<{ taskId: string }>(await post(V1.workflow.polish, { text: 'Short text.' }, token));
    expect(await balance(token)).toBe(user.durWordsLeft - 200);
    await settled(taskId, token);
    expect(await balance(token)).toBe(user.durWordsLeft - 2);
  });
});

describe('queryResultAndPreview', () => {
  it('answers 404 for another user’s task and for an unknown id, 401 without a token, 400 for a bad id', async () => {
    const owner = await registerUser(t);
    const other = await registerUser(t);
    const { taskId } = okData<{ taskId: string }>(await post(V1.workflow.parse, { text: 'Mine.' }, owner.token));
    const res = await query(taskId, other.token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'not_found' });
    expect((await query(crypto.randomUUID(), owner.token)).statusCode).toBe(404);
    expect((await query(taskId)).statusCode).toBe(401);
    const bad = await query('not-a-uuid', owner.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMsg).toBe('taskId: must be a task id');
  });

  it('task calls answer 401 without a token and 400 for a bad body', async () => {
    expect((await post(V1.workflow.polish, { text: 'x' })).statusCode).toBe(401);
    const { token } = await registerUser(t);
    expect((await post(V1.workflow.expand, { text: '' }, token)).statusCode).toBe(400);
    expect((await post(V1.workflow.polishBySuggestion, { text: 'x' }, token)).statusCode).toBe(400);
  });
});
