import type { PaperDto, ReadReferencesReq, ReadReferencesRes } from '@inkstone/shared/api/papers';
import type { AppContext } from '../context.js';
import * as library from '../db/repos/libraryPapers.js';
import { importReferences } from '../literature/formats/importReferences.js';
import { fitPaper } from './fitPaper.js';
import { LibraryIndex } from './libraryIndex.js';

/**
 * The CSL-JSON items a document carries with its citations (a Word file's Zotero fields) as papers a
 * note keeps its own copies of. An item the user's library already holds (same DOI, arXiv id, or
 * title + first author + year) gets that entry's bibkey, so its citations render from the library;
 * any other gets a key no library entry has (its `citation-key` when free; an embedded item's `id`
 * is the word processor's own number, no key), so it never renders as another paper. The same work
 * listed twice gets one key. Nothing is written.
 */
export async function readReferences(
  ctx: AppContext,
  userId: string,
  req: ReadReferencesReq,
): Promise<ReadReferencesRes> {
  const rows = await library.listIdentities(ctx.db, userId);
  const bibkeyOf = new Map(rows.map((row) => [row.id, row.bibkey]));
  const index = new LibraryIndex(rows);
  // The CSL-JSON reader of library imports: the same text cleaning, field limits and paper model.
  const entries = importReferences(JSON.stringify(req.items), 'csljson');
  const papers = entries.map((entry): PaperDto | null => {
    if (!('paper' in entry)) return null;
    const paper = fitPaper(entry.paper);
    const existing = index.findExisting(paper);
    if (existing) return { ...paper, bibkey: bibkeyOf.get(existing)! };
    const key = req.items[entry.index]?.['citation-key'];
    const bibkey = index.claimBibkey(paper, typeof key === 'string' ? key : null);
    const id = `read:${bibkey}`;
    bibkeyOf.set(id, bibkey);
    index.add(paper, id, bibkey);
    return { ...paper, bibkey };
  });
  return { papers };
}
