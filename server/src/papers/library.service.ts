import { randomUUID } from 'node:crypto';
import type {
  LibraryEntryDto,
  LibraryListReq,
  LibraryListRes,
  LibrarySaveReq,
  LibrarySaveRes,
  LibraryUpdateReq,
} from '@inkstone/shared/api/papers';
import type { AppContext } from '../context.js';
import * as library from '../db/repos/libraryPapers.js';
import type { LibraryPaperRow } from '../db/schema/index.js';
import type { Db } from '../db/types.js';
import { NotFoundError } from '../errors.js';
import { normalizeDoi } from '../literature/identifiers.js';
import type { PaperInput } from '../literature/paper.js';
import { LibraryIndex } from './libraryIndex.js';
import { presentLibraryEntry } from '../presenters/libraryEntry.js';

/** The row of a new entry for `paper` under `bibkey`. */
export function newEntryRow(
  userId: string,
  paper: PaperInput,
  bibkey: string,
  extra: { tags: string[]; note: string },
  now: Date,
): library.NewLibraryPaper {
  return {
    id: randomUUID(),
    userId,
    bibkey,
    // The column is what the unique index compares, so it holds the DOI as the duplicate check reads
    // it (normalised; text that is no DOI holds nothing), not the text the paper came with.
    doi: normalizeDoi(paper.doi),
    title: paper.title,
    year: paper.year,
    paper: { ...paper, bibkey },
    tags: [...new Set(extra.tags)],
    note: extra.note,
    createdAt: now,
    updatedAt: now,
  };
}

/** Opens a transaction holding the user's library lock, with the library's index loaded. */
export function withLibraryLock<T>(
  ctx: AppContext,
  userId: string,
  work: (tx: Db, index: LibraryIndex) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    await library.lockUserLibrary(tx, userId);
    return work(tx, new LibraryIndex(await library.listIdentities(tx, userId)));
  });
}

/** Saves a paper, or returns the entry that already holds it (same DOI, arXiv id or title/author/year). */
export async function saveToLibrary(ctx: AppContext, userId: string, req: LibrarySaveReq): Promise<LibrarySaveRes> {
  const { bibkey: _searchKey, ...paper } = req.paper;
  const extra = { tags: req.tags ?? [], note: req.note ?? '' };
  const { row, isExisting } = await withLibraryLock(ctx, userId, async (tx, index) => {
    const existingId = index.findExisting(paper);
    if (existingId) return { row: (await library.findOwned(tx, userId, existingId))!, isExisting: true };
    const values = newEntryRow(userId, paper, index.claimBibkey(paper), extra, ctx.clock.now());
    const [inserted] = await library.insertMany(tx, [values]);
    return { row: inserted!, isExisting: false };
  });
  return { entry: presentLibraryEntry(row), isExisting };
}

/** A page of the user's library. */
export async function listLibrary(ctx: AppContext, userId: string, req: LibraryListReq): Promise<LibraryListRes> {
  const filter = { search: req.q?.toLowerCase() || undefined, tag: req.tag, sort: req.sort };
  const page = { offset: (req.page - 1) * req.pageSize, limit: req.pageSize };
  const { rows, total } = await library.listPage(ctx.db, userId, filter, page);
  return { items: rows.map(presentLibraryEntry), total };
}

/** Replaces the tags and/or note of the user's entry. */
export async function updateEntry(
  ctx: AppContext,
  userId: string,
  id: string,
  req: LibraryUpdateReq,
): Promise<LibraryEntryDto> {
  const patch = {
    ...(req.tags ? { tags: [...new Set(req.tags)] } : {}),
    ...(req.note === undefined ? {} : { note: req.note }),
  };
  const row = await library.updateOwned(ctx.db, userId, id, patch, ctx.clock.now());
  if (!row) throw NotFoundError('Library entry');
  return presentLibraryEntry(row);
}

/** Deletes the user's entry. */
export async function deleteEntry(ctx: AppContext, userId: string, id: string): Promise<void> {
  if (!(await library.deleteOwned(ctx.db, userId, id))) throw NotFoundError('Library entry');
}

/** Most entries an export of the whole library writes. */
export const LIBRARY_EXPORT_MAX = 10_000;

/** The user's entries with these bibkeys, in the order given; unknown keys are a 404. */
export async function entriesByBibkeys(
  ctx: AppContext,
  userId: string,
  bibkeys: readonly string[],
): Promise<LibraryPaperRow[]> {
  const rows = await library.findByBibkeys(ctx.db, userId, bibkeys);
  const byKey = new Map(rows.map((row) => [row.bibkey, row]));
  const missing = bibkeys.filter((key) => !byKey.has(key));
  if (missing.length > 0) throw NotFoundError(`Library entry ${missing.slice(0, 3).join(', ')}`);
  return [...new Set(bibkeys)].map((key) => byKey.get(key)!);
}
