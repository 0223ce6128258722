import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as papersRepo from '../../db/repos/papers.js';
import type { Database } from '../../db/types.js';
import { openTestDatabase } from '../../test/testDb.js';
import { importCorpusFile } from './importCorpusFile.js';

const fixtures = fileURLToPath(new URL('../corpus/fixtures/import', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'inkstone-import-'));
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
  rmSync(work, { recursive: true, force: true });
});

const titles = async (dataset: string): Promise<string[]> => {
  const rows = await papersRepo.pageAfter(database.db, null, 10_000);
  return rows
    .filter((r) => r.dataset === dataset)
    .map((r) => r.title)
    .sort();
};

describe('corpus:import', () => {
  it('imports BibTeX with @string macros, skipping an entry without a title', async () => {
    const file = { path: join(fixtures, 'references.bib'), dataset: 'import:bib', format: 'bibtex' as const };
    const result = await importCorpusFile(database.db, file);
    expect(result).toMatchObject({ finished: true, recordsDone: 3, inserted: 3, unreadable: 1 });
    const bert = await papersRepo.findByIdentifier(database.db, 'doi', '10.18653/v1/n19-1423');
    expect(bert).toMatchObject({ year: 2019, dataset: 'import:bib' });
    expect(bert!.venue).toMatch(/Association for Computational Linguistics/);
    expect(await papersRepo.findByIdentifier(database.db, 'arxivId', '1706.03762')).not.toBeNull();
  });

  it('imports RIS', async () => {
    const file = { path: join(fixtures, 'references.ris'), dataset: 'import:ris', format: 'ris' as const };
    expect(await importCorpusFile(database.db, file)).toMatchObject({ inserted: 2 });
    expect(await titles('import:ris')).toEqual([
      'Deep Residual Learning for Image Recognition',
      'Long Short-Term Memory',
    ]);
  });

  it('imports arXiv and OpenAlex snapshot records from JSON Lines', async () => {
    const file = { path: join(fixtures, 'snapshots.jsonl'), dataset: 'import:snap', format: 'jsonl' as const };
    expect(await importCorpusFile(database.db, file)).toMatchObject({ inserted: 2 });
    expect(await papersRepo.findByIdentifier(database.db, 'arxivId', '0704.0001')).toMatchObject({
      year: 2007,
      doi: '10.1103/physrevd.76.013009',
      authors: [
        { given: 'C.', family: 'Balázs' },
        { given: 'E. L.', family: 'Berger' },
      ],
    });
    expect(await papersRepo.findByIdentifier(database.db, 'openalexId', 'W2741809807')).toMatchObject({
      abstract: 'Despite growing interest',
      year: 2018,
    });
  });

  it('resumes an interrupted import after the last committed record', async () => {
    const path = join(work, 'many.jsonl');
    const line = (i: number) =>
      JSON.stringify({ id: `x-${i}`, title: `Resumable paper ${i}`, authors: [], year: 2020 });
    writeFileSync(path, `${Array.from({ length: 1200 }, (_, i) => line(i)).join('\n')}\n`);
    const file = { path, dataset: 'import:many', format: 'jsonl' as const };
    const progress = { bytesRead: 0, records: 0 };
    const stopped = await importCorpusFile(database.db, file, { stopAfter: 500, progress });
    expect(stopped).toMatchObject({ finished: false, recordsDone: 500, inserted: 500 });
    expect(progress.records).toBe(500);
    expect(progress.bytesRead).toBeGreaterThan(0);
    const resumed = await importCorpusFile(database.db, file);
    expect(resumed).toMatchObject({ finished: true, recordsDone: 1200, inserted: 700 });
    expect(await titles('import:many')).toHaveLength(1200);
    expect(await importCorpusFile(database.db, file)).toMatchObject({ skipped: true });
  });
});
