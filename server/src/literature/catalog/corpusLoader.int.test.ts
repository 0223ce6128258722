import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as papersRepo from '../../db/repos/papers.js';
import * as importsRepo from '../../db/repos/papersImports.js';
import type { Database } from '../../db/types.js';
import { openTestDatabase } from '../../test/testDb.js';
import { emptyPaper, type PaperInput } from '../paper.js';
import { ConcurrentLoadError, loadCorpus, type CorpusLoad } from './corpusLoader.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** Ten papers; the 4th repeats the 2nd's DOI. */
function papers(): PaperInput[] {
  return Array.from({ length: 10 }, (_, i) => ({
    ...emptyPaper(`Paper number ${i}`),
    doi: `10.1000/p${i === 3 ? 1 : i}`,
    sources: [{ source: 'test', id: String(i) }],
  }));
}

async function* stream(items: PaperInput[], read: { count: number }): AsyncGenerator<PaperInput> {
  for (const item of items) {
    read.count++;
    yield item;
  }
}

function load(dataset: string, digest: string, read = { count: 0 }): CorpusLoad {
  return { dataset, file: 'papers.jsonl', digest, recordsTotal: 10, records: stream(papers(), read) };
}

describe('loading a corpus file', () => {
  it('stops after a batch, resumes after the last committed record, skips duplicate DOIs', async () => {
    const now = () => new Date();
    const stopped = await loadCorpus(database.db, load('resume', 'd1'), { now, batchSize: 3, stopAfter: 5 });
    expect(stopped).toMatchObject({ finished: false, recordsDone: 6, inserted: 5 });
    expect(await importsRepo.find(database.db, 'resume')).toMatchObject({ recordsDone: 6, status: 'running' });

    const inserted: string[] = [];
    const resumed = await loadCorpus(database.db, load('resume', 'd1'), {
      now,
      batchSize: 3,
      onBatch: (rows) => inserted.push(...rows.map((r) => r.title)),
    });
    expect(resumed).toMatchObject({ finished: true, recordsDone: 10, inserted: 4 });
    expect(inserted).toEqual(['Paper number 6', 'Paper number 7', 'Paper number 8', 'Paper number 9']);
    expect(await importsRepo.find(database.db, 'resume')).toMatchObject({ recordsDone: 10, status: 'done' });

    const read = { count: 0 };
    expect(await loadCorpus(database.db, load('resume', 'd1', read), { now })).toMatchObject({ skipped: true });
    expect(read.count).toBe(0);
  });

  it('reloads a dataset from scratch when its file changed', async () => {
    const now = () => new Date();
    await loadCorpus(
      database.db,
      {
        ...load('changed', 'v1'),
        records: stream(
          papers()
            .slice(0, 2)
            .map((p) => ({ ...p, doi: null })),
          { count: 0 },
        ),
      },
      { now },
    );
    const before = await papersRepo.fingerprint(database.db);
    const result = await loadCorpus(
      database.db,
      { ...load('changed', 'v2'), records: stream([{ ...emptyPaper('Only paper'), sources: [] }], { count: 0 }) },
      { now },
    );
    expect(result).toMatchObject({ finished: true, inserted: 1 });
    expect((await papersRepo.fingerprint(database.db)).rows).toBe(before.rows - 1);
  });

  it('lets only one of two concurrent loads of a dataset go on', async () => {
    const now = () => new Date();
    const fresh = (): CorpusLoad => ({
      ...load('twice', 'd1'),
      records: stream(
        papers().map((p) => ({ ...p, doi: null })),
        { count: 0 },
      ),
    });
    const outcomes = await Promise.allSettled([
      loadCorpus(database.db, fresh(), { now, batchSize: 2 }),
      loadCorpus(database.db, fresh(), { now, batchSize: 2 }),
    ]);
    const failed = outcomes.filter((o) => o.status === 'rejected');
    expect(failed).toHaveLength(1);
    expect((failed[0] as PromiseRejectedResult).reason).toBeInstanceOf(ConcurrentLoadError);
    const rows = await papersRepo.pageAfter(database.db, null, 10_000);
    expect(rows.filter((r) => r.dataset === 'twice')).toHaveLength(10);
  });
});
