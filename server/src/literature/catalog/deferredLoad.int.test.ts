import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types.js';
import { openTestDatabase } from '../../test/testDb.js';
import { TEST_CORPUS_DIR } from '../../test/testApp.js';
import { createLiteratureCatalog } from './createLiteratureCatalog.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** A catalogue over the test corpus whose load has not been started. */
function newCatalog(onLog: (msg: string) => void) {
  return createLiteratureCatalog({
    db: database.db,
    corpusDir: TEST_CORPUS_DIR,
    autoload: true,
    cacheDir: null,
    sources: [],
    deadlineMs: 1000,
    now: () => new Date(),
    log: { info: (_o: object, msg: string) => onLog(msg), warn: () => {}, error: () => {} } as never,
  });
}

describe('a corpus load deferred until after start-up', () => {
  it('waits for its delay, but the first search starts it at once and says the corpus is loading', async () => {
    const messages: string[] = [];
    const catalog = newCatalog((msg) => messages.push(msg));
    catalog.startLoadingAfter(60_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(messages).toEqual([]);
    expect(catalog.status()).toMatchObject({ state: 'loading', papers: 0 });

    expect(catalog.searchLocal('argument mining', { limit: 5 })).toEqual([]);
    await catalog.ready();
    expect(messages).toContain('literature catalogue ready');
    expect(catalog.status()).toMatchObject({ state: 'ready', papers: 168 });
    expect(catalog.searchLocal('argument mining', { limit: 5 })).toHaveLength(5);
    await catalog.close();
  });

  it('starts by itself once the delay has passed', async () => {
    const messages: string[] = [];
    const catalog = newCatalog((msg) => messages.push(msg));
    catalog.startLoadingAfter(10);
    await expect.poll(() => catalog.status().state, { timeout: 30_000 }).toBe('ready');
    expect(messages).toContain('literature catalogue ready');
    await catalog.close();
  });
});
