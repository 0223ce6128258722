import { and, eq, inArray } from 'drizzle-orm';
import { PaperDto } from '@inkstone/shared/api/papers';
import { libraryPapers } from '../db/schema/index.js';
import type { Db } from '../db/types.js';
import { ValidationError } from '../errors.js';
import { readyChosenFiles } from './chosenFiles.service.js';

/** The source a paper standing for an uploaded file carries: its file's id. */
export const UPLOAD_SOURCE = 'upload';

/** The ids of the knowledge-base files a paper stands for. */
export const fileIdsOf = (paper: Pick<PaperDto, 'sources'>): string[] =>
  paper.sources.filter((s) => s.source === UPLOAD_SOURCE).map((s) => s.id);

/**
 * The papers the user's knowledge-base files stand for (their library entries), each marked with its
 * file, in the order asked. Which files may be sources is readyChosenFiles' call (404 for a file that
 * is not the user's live one, 400 file_not_ready naming one still being read); a ready file whose
 * library entry was removed is a 400 naming it too — nothing is left out silently.
 */
export async function filePapers(db: Db, userId: string, fileIds: readonly string[]): Promise<PaperDto[]> {
  const files = await readyChosenFiles(db, userId, { fileIds });
  const entryIds = files.flatMap((file) => (file.libraryPaperId ? [file.libraryPaperId] : []));
  const entries = entryIds.length
    ? await db
        .select({ id: libraryPapers.id, bibkey: libraryPapers.bibkey, paper: libraryPapers.paper })
        .from(libraryPapers)
        .where(and(eq(libraryPapers.userId, userId), inArray(libraryPapers.id, entryIds)))
    : [];
  const entryById = new Map(entries.map((entry) => [entry.id, entry]));
  return files.map((file) => {
    const entry = file.libraryPaperId ? entryById.get(file.libraryPaperId) : undefined;
    if (!entry?.paper || !entry.bibkey)
      throw ValidationError(`knowledgeFileIds: "${file.name}" has no library entry; save its details again`);
    const sources = entry.paper.sources.some((s) => s.source === UPLOAD_SOURCE && s.id === file.id)
      ? entry.paper.sources
      : [...entry.paper.sources, { source: UPLOAD_SOURCE, id: file.id }];
    return PaperDto.parse({ ...entry.paper, bibkey: entry.bibkey, sources });
  });
}
