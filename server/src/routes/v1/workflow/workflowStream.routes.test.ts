import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { V1 } from '@inkstone/shared/paths';
import type { StreamEvent } from '@inkstone/shared/sse';
import {
  createAiTestApp,
  diffText,
  ledgerSum,
  readAllEvents,
  userIdOf,
  type AiTestApp,
} from '../../../test/aiTestApp.js';
import { okData, registerUser } from '../../../test/factories.js';

let t: AiTestApp;
beforeAll(async () => {
  t = await createAiTestApp();
});
afterAll(async () => t.close());
afterEach(() => expect(t.fake.unexpected).toEqual([]));

const balance = async (token: string) =>
  okData<{ durWordsLeft: number }>(await t.request({ method: 'GET', url: V1.user.info, token })).durWordsLeft;
const lastRequest = () => t.fake.requests.at(-1)!;
const systemOf = () => lastRequest().body.messages?.find((m) => m.role === 'system')?.content ?? '';
const userOf = () => lastRequest().body.messages?.find((m) => m.role === 'user')?.content ?? '';
const done = (events: StreamEvent[]) => {
  const last = events.at(-1);
  if (last?.type !== 'done') throw new Error(`expected done, got ${JSON.stringify(last)}`);
  return last.data as Record<string, unknown>;
};

describe('POST /v1/workflow/polishSse', () => {
  it('streams the polished text, charges its words, and the balance and ledger agree', async () => {
    const { token, user, email } = await registerUser(t);
    t.fake.reply({ text: ['The results', ' [1] show', ' a 3.5% gain.'] });
    const res = await t.post(V1.workflow.polishSse, { text: 'the result [1] shows 3.5% gain' }, token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const events = await readAllEvents(res);
    // The first piece leaves on its own, at once; pieces that arrive together may share an event.
    expect(events[0]).toEqual({ type: 'diff', diff: 'The results' });
    expect(diffText(events)).toBe('The results [1] show a 3.5% gain.');
    expect(done(events)).toEqual({
      tool: 'polish',
      wordsCharged: 7,
      wordsLeft: user.durWordsLeft - 7,
      isTruncated: false,
      integrity: { isIntact: true, missing: [], added: [] },
    });
    expect(await balance(token)).toBe(user.durWordsLeft - 7);
    expect(await ledgerSum(t, await userIdOf(t, email))).toBe(user.durWordsLeft - 7);
    expect(lastRequest().body).toMatchObject({ model: 'fake-model', stream: true });
    expect(lastRequest().headers.authorization).toBe('Bearer sk-test-0123456789abcdef');
  });

  it('never passes on the <text> wrapper a model echoes, nor charges for it', async () => {
    const { token, user } = await registerUser(t);
    t.fake.reply({ text: ['<te', 'xt>\nThe results', ' are robust.', '\n</t', 'ext>'] });
    const events = await readAllEvents(await t.post(V1.workflow.polishSse, { text: 'the result is robust' }, token));
    expect(diffText(events)).toBe('The results are robust.');
    expect(done(events)).toMatchObject({ wordsCharged: 4, wordsLeft: user.durWordsLeft - 4 });
  });

  it.each([
    ['polish', 'Polish the text'],
    ['expand', 'Expand the text'],
    ['reduceSimilarity', 'Paraphrase the text'],
    ['reduceAIContent', 'reads as written by a careful person'],
  ])('runs %s with its own prompt, keeping the input language and the instruction', async (tool, phrase) => {
    const { token } = await registerUser(t);
    t.fake.reply({ text: ['结果', '显示'] });
    const res = await t.post(
      V1.workflow.polishSse,
      { tool, text: '实验结果表明该方法有效。', instruction: '语气更正式' },
      token,
    );
    const events = await readAllEvents(res);
    expect(done(events)).toMatchObject({ tool, wordsCharged: 4 });
    expect(systemOf()).toContain(phrase);
    expect(systemOf()).toContain('Write the result in Chinese');
    expect(userOf()).toContain('<text>\n实验结果表明该方法有效。\n</text>');
    expect(userOf()).toContain('语气更正式');
  });

  it('flags a rewrite that lost a citation and a number, and one that added a reference', async () => {
    const { token } = await registerUser(t);
    t.fake.reply({ text: ['Growth was strong (Lee, 2019).'] });
    const events = await readAllEvents(await t.post(V1.workflow.polishSse, { text: 'Growth was 12% [3].' }, token));
    expect(done(events).integrity).toEqual({
      isIntact: false,
      missing: [
        { kind: 'citation', value: '[3]' },
        { kind: 'number', value: '12%' },
      ],
      added: [{ kind: 'citation', value: '(Lee, 2019)' }],
    });
  });

  it('merges the pieces of a burst into fewer events, in order, without losing a character', async () => {
    const { token } = await registerUser(t);
    // Written by the fake in one go: they reach the server together.
    const pieces = Array.from({ length: 300 }, (_, i) => `w${i} `);
    t.fake.reply({ reasoning: ['Thinking', ' it over.'], text: pieces });
    const text = pieces.slice(0, 200).join(' ');
    const events = await readAllEvents(await t.post(V1.workflow.polishSse, { text }, token));
    const diffs = events.filter((e) => e.type === 'diff');
    expect(diffs.length).toBeLessThan(pieces.length / 2);
    expect(diffText(events)).toBe(pieces.join(''));
    expect(events.filter((e) => e.type === 'reasoning').map((e) => e.reasoning)).toEqual(['Thinking', ' it over.']);
    expect(events.findIndex((e) => e.type === 'diff')).toBeGreaterThan(1);
    expect(done(events).wordsCharged).toBe(300);
  });

  it("sends a fast model's text at most every 10 ms after the first piece, and a slow one's at once", async () => {
    const { token } = await registerUser(t);
    // 120 pieces 1 ms apart: each reaches the server on its own, so only the merge window joins them.
    const pieces = Array.from({ length: 120 }, (_, i) => `w${i} `);
    t.fake.reply({ text: pieces, delayMs: 1 });
    const fast = await readAllEvents(await t.post(V1.workflow.polishSse, { text: pieces.join(' ') }, token));
    const fastDiffs = fast.filter((e) => e.type === 'diff');
    expect(diffText(fast)).toBe(pieces.join(''));
    expect(fastDiffs[0]).toEqual({ type: 'diff', diff: 'w0 ' });
    // Over 120 ms of pieces in windows of 10 ms: about one event per window, not one per piece.
    expect(fastDiffs.length).toBeLessThanOrEqual(pieces.length / 4);
    t.fake.reply({ text: ['one ', 'two ', 'three'], delayMs: 40 });
    const slow = await readAllEvents(await t.post(V1.workflow.polishSse, { text: 'one two three' }, token));
    expect(slow.filter((e) => e.type === 'diff').map((e) => e.diff)).toEqual(['one ', 'two ', 'three']);
  });

  it('sends DeepSeek reasoning_content as reasoning events, apart from the answer', async () => {
    const { token } = await registerUser(t);
    t.fake.reply({ reasoning: ['Let me', ' think.'], text: ['Final', ' answer.'] });
    const events = await readAllEvents(await t.post(V1.workflow.polishSse, { text: 'final answer' }, token));
    expect(events.filter((e) => e.type === 'reasoning')).toEqual([
      { type: 'reasoning', reasoning: 'Let me' },
      { type: 'reasoning', reasoning: ' think.' },
    ]);
    expect(diffText(events)).toBe('Final answer.');
    expect(done(events).wordsCharged).toBe(2);
  });

  it('separates the recorded DeepSeek reasoner stream byte for byte', async () => {
    const { token } = await registerUser(t);
    t.fake.reply({ fixture: 'deepseek_chat_stream_reasoning-content_deepseek-reasoner.sse' });
    const events = await readAllEvents(await t.post(V1.workflow.polishSse, { text: 'Hello' }, token));
    const reasoning = events.map((e) => (e.type === 'reasoning' ? e.reasoning : '')).join('');
    expect(reasoning.startsWith('Hmm, the user just')).toBe(true);
    expect(diffText(events)).toBe('Hello there! 😊 How can I help you today?');
    expect(diffText(events)).not.toContain('Hmm');
  });

  it('moves inline <think> reasoning (Qwen, R1 on Ollama) out of the answer', async () => {
    const { token } = await registerUser(t);
    t.fake.reply({ reasoning: ['考虑', '一下'], isThinkInline: true, text: ['答案'] });
    const events = await readAllEvents(await t.post(V1.workflow.polishSse, { text: '答案' }, token));
    expect(
      events
        .filter((e) => e.type === 'reasoning')
        .map((e) => (e as { reasoning: string }).reasoning)
        .join(''),
    ).toBe('考虑一下');
    expect(diffText(events)).toBe('答案');
  });

  it('translates when asked for another language', async () => {
    const { token } = await registerUser(t);
    t.fake.reply({ text: ['Results.'] });
    await readAllEvents(await t.post(V1.workflow.polishSse, { text: '结果。', language: 'en' }, token));
    expect(systemOf()).toContain('Write the result in English, translating');
  });

  it('answers 401 without a token and 400 for a bad body, before any model call', async () => {
    const calls = t.fake.requests.length;
    expect((await t.post(V1.workflow.polishSse, { text: 'x' })).status).toBe(401);
    const { token } = await registerUser(t);
    const empty = await t.post(V1.workflow.polishSse, { text: '   ' }, token);
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({
      success: false,
      errorCode: 'validation_error',
      errorMsg: 'text: must not be empty',
    });
    const badTool = await t.post(V1.workflow.polishSse, { text: 'x', tool: 'summarise' }, token);
    expect(badTool.status).toBe(400);
    expect(t.fake.requests.length).toBe(calls);
  });
});

describe('suggestions, polish by suggestion and outline suggestions', () => {
  it('suggestionSse streams a numbered list and returns its items', async () => {
    const { token } = await registerUser(t);
    t.fake.reply({ text: ['[1] Define the', ' scope.\n[2] Cite', ' the source [4].'] });
    const events = await readAllEvents(await t.post(V1.workflow.suggestionSse, { text: 'Some draft text.' }, token));
    expect(done(events)).toMatchObject({ tool: 'suggestion', items: ['Define the scope.', 'Cite the source [4].'] });
    expect(done(events).integrity).toBeUndefined();
    expect(systemOf()).toContain('[1], [2], [3]');
  });

  it('polishBySuggestionSse sends the chosen suggestions with the text', async () => {
    const { token } = await registerUser(t);
    t.fake.reply({ text: ['Revised text.'] });
    const events = await readAllEvents(
      await t.post(
        V1.workflow.polishBySuggestionSse,
        { text: 'Draft text.', suggestions: ['Use the passive voice', 'Shorten'] },
        token,
      ),
    );
    expect(done(events)).toMatchObject({ tool: 'polishBySuggestion', wordsCharged: 2 });
    expect(userOf()).toContain('<suggestions>\n[1] Use the passive voice\n[2] Shorten\n</suggestions>');
    const none = await t.post(V1.workflow.polishBySuggestionSse, { text: 'Draft.', suggestions: [] }, token);
    expect(none.status).toBe(400);
  });

  it('outlineSuggestion streams and splits at [n] markers', async () => {
    const { token } = await registerUser(t);
    t.fake.reply({ text: ['[1] 增加', '相关工作一节\n[2] 合并第三、四章'] });
    const events = await readAllEvents(
      await t.post(V1.workflow.outlineSuggestion, { text: '一、引言\n二、方法\n三、实验\n四、讨论' }, token),
    );
    expect(done(events)).toMatchObject({ tool: 'outlineSuggestion', items: ['增加相关工作一节', '合并第三、四章'] });
  });
});
