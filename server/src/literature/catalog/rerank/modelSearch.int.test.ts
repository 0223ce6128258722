import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAiTestApp, type AiTestApp } from '../../../test/aiTestApp.js';
import type { FakeLlmRequest } from '../../../test/fakes/fakeLlm.js';
import { askWithLlm } from './askModel.js';
import { searchWithModel, type AskModel } from './modelSearch.js';

let t: AiTestApp;
let ask: AskModel;
beforeAll(async () => {
  t = await createAiTestApp();
  await t.ctx.literature.ready();
  ask = askWithLlm(t.ctx.llm, await t.ctx.llm.requireConfig(), new AbortController().signal);
});
afterAll(() => t.close());

const system = (r: FakeLlmRequest) => r.body.messages?.find((m) => m.role === 'system')?.content ?? '';
const user = (r: FakeLlmRequest) => r.body.messages?.find((m) => m.role === 'user')?.content ?? '';

/** Numbers of the candidates shown to the reranker whose title matches `pattern`. */
function refsMatching(request: FakeLlmRequest, pattern: RegExp): number[] {
  return [...user(request).matchAll(/^\[(\d+)\] (.*)$/gm)].filter((m) => pattern.test(m[2]!)).map((m) => Number(m[1]));
}

describe('LLM query rewrite + rerank over the local index', () => {
  it("searches the question and the fixed rewrites, then puts the model's choices first", async () => {
    const question = 'Could you point me to studies on mining arguments from political debates?';
    t.fake.setResponder((request) => {
      if (system(request).includes('keyword search engine'))
        return { text: ['{"queries": ["argument mining", "debate argumentation"]}'] };
      if (system(request).includes('You rank papers')) {
        const debates = refsMatching(request, /debate/i);
        return { text: [JSON.stringify({ ranking: debates })] };
      }
      return undefined;
    });
    const result = await searchWithModel(t.ctx.literature, ask, question, { limit: 5 });
    expect(result.queries).toEqual([question, 'argument mining', 'debate argumentation']);
    expect(result.isReranked).toBe(true);
    expect(result.hits).toHaveLength(5);
    const debateHits = result.hits.filter((h) => /debate/i.test(h.paper.title));
    expect(debateHits.length).toBeGreaterThan(0);
    expect(result.hits.slice(0, debateHits.length)).toEqual(debateHits);
    expect(result.hits[0]!.score).toBeGreaterThan(result.hits[4]!.score);
  });

  it('keeps the fused order when the model answers something unusable', async () => {
    t.fake.setResponder(() => ({ text: ['I cannot help with that.'] }));
    const result = await searchWithModel(t.ctx.literature, ask, 'named entity recognition', { limit: 3 });
    expect(result.queries).toEqual(['named entity recognition']);
    expect(result.isReranked).toBe(false);
    expect(result.hits.map((h) => h.paper.title)).toEqual(
      t.ctx.literature.searchLocal('named entity recognition', { limit: 3 }).map((h) => h.paper.title),
    );
  });

  it('rejects when the model call fails, so the caller can search without it', async () => {
    t.fake.setResponder(() => ({ status: 401 }));
    await expect(searchWithModel(t.ctx.literature, ask, 'machine translation', { limit: 3 })).rejects.toThrow();
  });
});
