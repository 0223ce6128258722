import type { FileMetadataDto } from '@inkstone/shared/api/file';
import * as library from '../db/repos/libraryPapers.js';
import type { KnowledgeFileRow } from '../db/schema/index.js';
import type { AppContext } from '../context.js';
import { parseAuthorName } from '../literature/authorName.js';
import { normalizeDoi } from '../literature/identifiers.js';
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
 * The record a printed DOI or arXiv id names in the corpus or the live sources (Crossref, OpenAlex …),
 * which carries the full reference (venue, volume, pages); what was read stays when it finds nothing.
 */
async function completed(ctx: AppContext, paper: PaperInput): Promise<PaperInput> {
  const id = paper.doi ?? (paper.arxivId ? `arXiv:${paper.arxivId}` : null);
  const found = id ? await ctx.literature.lookup(id).catch(() => null) : null;
  if (!found) return paper;
  return { ...found, abstract: found.abstract ?? paper.abstract, sources: [...found.sources, ...paper.sources] };
}

/**
 * Makes the file a library entry so it can be cited like any paper: the entry already holding the
 * same work (same DOI, arXiv id or title/author/year) is reused, else a new one is made from what
 * was read, completed from the record its DOI names when one is found. Returns the entry's id.
 */
export async function linkLibraryEntry(
  ctx: AppContext,
  file: KnowledgeFileRow,
  metadata: DocumentMetadata,
): Promise<string> {
  const paper = await completed(ctx, paperOf(file, metadata));
  return withLibraryLock(ctx, file.userId, async (tx, index) => {
    const existing = index.findExisting(paper);
    if (existing) return existing;
    const values = newEntryRow(file.userId, paper, index.claimBibkey(paper), { tags: [], note: '' }, ctx.clock.now());
    const [inserted] = await library.insertMany(tx, [values]);
    return inserted!.id;
  });
}

/**
 * After the user corrects a file's details, its library entry takes them (title, authors, year, DOI,
 * arXiv id, abstract; the venue and pages it had stay). When the corrected details name another entry
 * of the library (same DOI, arXiv id or title/author/year), the file is linked to that one instead;
 * when its entry was removed, a new one is made. Returns the entry's id.
 */
export async function syncLibraryEntry(ctx: AppContext, file: KnowledgeFileRow, dto: FileMetadataDto): Promise<string> {
  return withLibraryLock(ctx, file.userId, async (tx, index) => {
    const current = file.libraryPaperId ? await library.findOwned(tx, file.userId, file.libraryPaperId) : undefined;
    const base: PaperInput = current?.paper ?? {
      ...emptyPaper(file.name.replace(/\.[^.]+$/, '')),
      sources: [{ source: 'upload', id: file.id }],
    };
    const paper: PaperInput = {
      ...base,
      title: dto.title?.trim() || base.title,
      authors: dto.authors.filter((name) => name.trim()).map(parseAuthorName),
      year: dto.year,
      doi: dto.doi,
      arxivId: dto.arxivId,
      abstract: dto.abstract,
    };
    const other = index.findExisting(paper);
    if (other && other !== current?.id) return other;
    const now = ctx.clock.now();
    if (current) {
      const values = { paper: { ...paper, bibkey: current.bibkey }, title: paper.title, year: paper.year };
      await library.replacePaper(tx, file.userId, current.id, { ...values, doi: normalizeDoi(paper.doi) }, now);
      return current.id;
    }
    const values = newEntryRow(file.userId, paper, index.claimBibkey(paper), { tags: [], note: '' }, now);
    const [inserted] = await library.insertMany(tx, [values]);
    return inserted!.id;
  });
}
