import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaperSearchRes } from '@inkstone/shared/api/papers';
import { V1 } from '@inkstone/shared/paths';
import { okData, registerUser, type RegisteredUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';

// The test corpus (literature/corpus/fixtures/testCorpus): 115 English ACL records and 53 Chinese
// CSL records. Without the cross-lingual search a Chinese query can only find the Chinese records.
let t: TestApp;
let alice: RegisteredUser;
beforeAll(async () => {
  t = await createTestApp();
  alice = await registerUser(t);
  await t.ctx.literature.ready();
});
afterAll(() => t.close());

const search = async (query: string, limit = 10) =>
  okData<PaperSearchRes>(
    await t.request({ method: 'POST', url: V1.papers.search, token: alice.token, payload: { query, limit } }),
  ).items;

describe('POST /v1/papers/search across Chinese and English', () => {
  it('a Chinese topic about machine translation finds English machine-translation papers in its top 10', async () => {
    const items = await search('大语言模型在机器翻译中的应用');
    const translation = items.filter((p) => /translation/i.test(p.title));
    expect(translation.length).toBeGreaterThanOrEqual(5);
  });

  it('a Chinese question finds the English papers of its field terms', async () => {
    const items = await search('有哪些关于命名实体识别的研究？', 5);
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((p) => /named entity|NER\b|entit/i.test(`${p.title} ${p.abstract ?? ''}`))).toBe(true);
  });

  it('an English topic also reaches Chinese records', async () => {
    const items = await search('cloud computing', 5);
    expect(items.map((p) => p.title)).toContain('虚拟化云计算数据中心能量感知资源分配机制');
  });
});
