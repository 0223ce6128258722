import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as papersRepo from '../../db/repos/papers.js';
import type { Database } from '../../db/types.js';
import { openTestDatabase } from '../../test/testDb.js';
import { TEST_CORPUS_DIR } from '../../test/testApp.js';
import { emptyPaper } from '../paper.js';
import { createLiteratureCatalog } from './createLiteratureCatalog.js';
import { UNUSED_FILE_AGE_MS } from './indexCache.js';
import { paperToRow } from './paperRows.js';

let database: Database;
const cacheDir = mkdtempSync(join(tmpdir(), 'inkstone-index-cache-'));
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

/** A catalogue on the shared test database and cache; resolves once ready, with what it logged. */
async function openCatalog() {
  const lines: Array<Record<string, unknown>> = [];
  const log = { info: (o: object) => lines.push(o as never), warn: () => {}, error: () => {} };
  const catalog = createLiteratureCatalog({
    db: database.db,
    corpusDir: TEST_CORPUS_DIR,
    autoload: true,
    cacheDir,
    sources: [],
    deadlineMs: 1000,
    now: () => new Date(),
    log,
  });
  await catalog.ready();
  const ready = lines.find((l) => 'fromCache' in l)!;
  const builtInChild = lines.some((l) => typeof l.childPeakRssMb === 'number' && l.papers === catalog.status().papers);
  return { catalog, fromCache: ready.fromCache, builtInChild };
}

describe('the cached local index', () => {
  it('is built on the first start and read on the next, with the same answers', async () => {
    const first = await openCatalog();
    expect(first.fromCache).toBe(false);
    expect(first.builtInChild).toBe(true);
    const expected = first.catalog.searchLocal('sentiment analysis', { limit: 5 });
    await first.catalog.close();
    expect(readdirSync(cacheDir).sort()).toEqual(
      expect.arrayContaining([
        'meta.json',
        expect.stringMatching(/^index-.*\.bin$/),
        expect.stringMatching(/^papers-.*\.bin\.idx$/),
      ]),
    );

    const second = await openCatalog();
    expect(second.fromCache).toBe(true);
    expect(second.catalog.status()).toMatchObject({ state: 'ready', papers: 168 });
    expect(second.catalog.searchLocal('sentiment analysis', { limit: 5 })).toEqual(expected);
    await second.catalog.close();
    // a start that reads the cache leaves no new paper file behind
    expect(readdirSync(cacheDir).filter((f) => f.startsWith('papers-') && f.endsWith('.bin'))).toHaveLength(1);
  });

  it('is rebuilt when the table changed since it was saved, leaving another process’s build in progress alone', async () => {
    const generations = () => readdirSync(cacheDir).filter((f) => f.startsWith('papers-') && f.endsWith('.bin'));
    const [first] = generations();
    // The previous generation, unused for longer than the age limit, and a build another server sharing
    // DATA_DIR has just begun (its paper file is being written).
    const longAgo = new Date(Date.now() - UNUSED_FILE_AGE_MS - 60_000);
    for (const name of readdirSync(cacheDir)) utimesSync(join(cacheDir, name), longAgo, longAgo);
    const inProgress = 'papers-00000000-0000-4000-8000-000000000000.bin';
    writeFileSync(join(cacheDir, inProgress), '{"title":"half written"}');

    const paper = { ...emptyPaper('Zebrafish photoreceptor regeneration'), sources: [{ source: 'import', id: 'z1' }] };
    await papersRepo.insertMany(database.db, [paperToRow('import:test', paper, new Date())]);
    const third = await openCatalog();
    expect(third.fromCache).toBe(false);
    expect(third.catalog.status().papers).toBe(169);
    expect(third.catalog.searchLocal('zebrafish', { limit: 1 })[0]!.paper.title).toBe(paper.title);
    await third.catalog.close();
    expect(generations()).toContain(inProgress);
    expect(generations()).not.toContain(first);
    expect(generations()).toHaveLength(2);
    rmSync(join(cacheDir, inProgress));
  });

  it('serves two catalogues that build in the same directory at once, each from its own files', async () => {
    const paper = { ...emptyPaper('Axolotl limb regeneration'), sources: [{ source: 'import', id: 'a1' }] };
    await papersRepo.insertMany(database.db, [paperToRow('import:test', paper, new Date())]);
    const [a, b] = await Promise.all([openCatalog(), openCatalog()]);
    for (const opened of [a, b]) {
      expect(opened.catalog.status()).toMatchObject({ state: 'ready', papers: 170 });
      expect(opened.catalog.searchLocal('axolotl', { limit: 1 })[0]!.paper.title).toBe(paper.title);
      await opened.catalog.close();
    }
  });
});
