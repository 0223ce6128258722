import * as library from '../db/repos/libraryPapers.js';
import type { KnowledgeFileRow } from '../db/schema/index.js';
import type { AppContext } from '../context.js';
import { emptyPaper, type PaperInput } from '../literature/paper.js';
import { newEntryRow, withLibraryLock } from '../papers/library.service.js';
import type { DocumentMetadata } from './extract/metadata/extractMetadata.js';

/** The paper a file's metadata describes: a record the library can cite, with the file as its source. */
function paperOf(file: KnowledgeFileRow, metadata: DocumentMetadata): PaperInput {
  const title = metadata.title ?? file.name.replace(/\.[^.]+$/, '');
  return {
    ...emptyPaper(title),
    authors: metadata.authors.map((author) =>
      author.family && author.name.endsWith(author.family) && author.name !== author.family
        ? { given: author.name.slice(0, -author.family.length).trim(), family: author.family }
        : { name: author.name },
    ),
    year: metadata.year,
    abstract: metadata.abstract,
    doi: metadata.doi,
    arxivId: metadata.arxivId,
    sources: [{ source: 'upload', id: file.id }],
  };
}

/**
 * Makes the file a library entry so it can be cited like any paper: the entry already holding the
 * same work (same DOI, arXiv id or title/author/year) is reused, else a new one is made from what
 * was read. Returns the entry's id.
 */
export async function linkLibraryEntry(
  ctx: AppContext,
  file: KnowledgeFileRow,
  metadata: DocumentMetadata,
): Promise<string> {
  const paper = paperOf(file, metadata);
  return withLibraryLock(ctx, file.userId, async (tx, index) => {
    const existing = index.findExisting(paper);
    if (existing) return existing;
    const values = newEntryRow(file.userId, paper, index.claimBibkey(paper), { tags: [], note: '' }, ctx.clock.now());
    const [inserted] = await library.insertMany(tx, [values]);
    return inserted!.id;
  });
}
