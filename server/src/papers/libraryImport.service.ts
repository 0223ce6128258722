import type { LibraryImportEntryDto, LibraryImportRes, ReferenceFormat } from '@inkstone/shared/api/papers';
import type { AppContext } from '../context.js';
import * as library from '../db/repos/libraryPapers.js';
import { importReferencesYielding } from '../literature/formats/importReferences.js';
import { fitPaper } from './fitPaper.js';
import { newEntryRow, withLibraryLock } from './library.service.js';

const INSERT_BATCH = 500;

/**
 * Imports a reference file into the user's library in one transaction: every readable entry is saved
 * (or matched to the entry already holding that paper), unreadable ones are reported by position and
 * key, and an error while writing rolls the whole import back — nothing is half-written.
 */
export async function importToLibrary(
  ctx: AppContext,
  userId: string,
  req: { format: ReferenceFormat; content: string; tags: string[] },
): Promise<LibraryImportRes> {
  const parsed = await importReferencesYielding(req.content, req.format);
  const now = ctx.clock.now();
  const entries = await withLibraryLock(ctx, userId, async (tx, index) => {
    const results: LibraryImportEntryDto[] = [];
    const rows: library.NewLibraryPaper[] = [];
    for (const entry of parsed) {
      if ('error' in entry) {
        results.push({ index: entry.index, key: entry.key, status: 'failed', error: entry.error });
        continue;
      }
      const paper = fitPaper(entry.paper);
      const existingId = index.findExisting(paper);
      if (existingId) {
        results.push({ index: entry.index, key: entry.key, status: 'existing', id: existingId });
        continue;
      }
      const row = newEntryRow(userId, paper, index.claimBibkey(paper, entry.key), { tags: req.tags, note: '' }, now);
      index.add(paper, row.id, row.bibkey);
      rows.push(row);
      results.push({ index: entry.index, key: entry.key, status: 'imported', id: row.id, bibkey: row.bibkey });
    }
    for (let i = 0; i < rows.length; i += INSERT_BATCH) await library.insertMany(tx, rows.slice(i, i + INSERT_BATCH));
    return results;
  });
  const countOf = (status: LibraryImportEntryDto['status']) => entries.filter((e) => e.status === status).length;
  return { imported: countOf('imported'), existing: countOf('existing'), failed: countOf('failed'), entries };
}
