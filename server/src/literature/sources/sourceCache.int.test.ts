import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sourceCache } from '../../db/schema/index.js';
import type { Database } from '../../db/types.js';
import { fakeSourcesEnv, startScholarlyFake, type ScholarlyFake } from '../../test/fakes/scholarlySources.js';
import { openTestDatabase } from '../../test/testDb.js';
import { createSources } from './createSources.js';
import { createDbResponseCache } from './responseCache.js';

const HOUR = 3_600_000;
const FAST = { retry: { maxAttempts: 1, baseDelayMs: 10, maxDelayMs: 100 }, intervalsMs: { openalex: 0, arxiv: 0 } };

let database: Database;
let fake: ScholarlyFake;
let clock: Date;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  fake = await startScholarlyFake();
  clock = new Date('2026-01-01T00:00:00Z');
});
afterEach(async () => {
  expect(fake.unhandled).toEqual([]);
  await fake.close();
});

const sourcesWithCache = (ttlMs: number, names: Array<'openalex' | 'arxiv'>) =>
  createSources(fakeSourcesEnv(fake, { LITERATURE_SOURCES: names }), {
    ...FAST,
    cache: createDbResponseCache(database.db, { ttlMs, now: () => clock }),
  });

describe('source response cache (source_cache table)', () => {
  it('answers a repeated identical request from the database, and asks again after the TTL', async () => {
    const [openalex] = sourcesWithCache(24 * HOUR, ['openalex']);
    const first = await openalex!.search('cache test one', { limit: 3 });
    const second = await openalex!.search('cache test one', { limit: 3 });
    expect(second).toEqual(first);
    expect(fake.requests.openalex).toHaveLength(1);

    clock = new Date(clock.getTime() + 24 * HOUR - 1000);
    await openalex!.search('cache test one', { limit: 3 });
    expect(fake.requests.openalex).toHaveLength(1);

    clock = new Date(clock.getTime() + 2000);
    await openalex!.search('cache test one', { limit: 3 });
    expect(fake.requests.openalex).toHaveLength(2);
  });

  it('keys entries without the contact address, shares them across adapters, and skips 404s and errors', async () => {
    const [a] = sourcesWithCache(HOUR, ['openalex']);
    const [b] = createSources(
      fakeSourcesEnv(fake, { LITERATURE_SOURCES: ['openalex'], CONTACT_EMAIL: 'other@x.org' }),
      {
        ...FAST,
        cache: createDbResponseCache(database.db, { ttlMs: HOUR, now: () => clock }),
      },
    );
    await a!.lookup('W2162348455');
    await b!.lookup('W2162348455');
    expect(fake.requests.openalex).toHaveLength(1);
    const rows = await database.db.select({ key: sourceCache.key }).from(sourceCache);
    expect(rows.map((r) => r.key)).toContain('openalex:/openalex/works/W2162348455');
    expect(rows.every((r) => !r.key.includes('@'))).toBe(true);

    await a!.lookup('https://doi.org/10.1046/j.1365-2699.2003.00795');
    await a!.lookup('https://doi.org/10.1046/j.1365-2699.2003.00795');
    expect(fake.requests.openalex).toHaveLength(3);
    fake.script('openalex', { status: 500 });
    await expect(a!.search('cache test two', { limit: 3 })).rejects.toThrow('HTTP 500');
    await a!.search('cache test two', { limit: 3 });
    expect(fake.requests.openalex).toHaveLength(5);
  });

  it('TTL 0 turns the cache off', async () => {
    const [arxiv] = sourcesWithCache(0, ['arxiv']);
    await arxiv!.lookup('1605.08386');
    await arxiv!.lookup('1605.08386');
    expect(fake.requests.arxiv).toHaveLength(2);
  });
});
