import type { LibraryEntryDto } from '@inkstone/shared/api/papers';
import type { LibraryPaperRow } from '../db/schema/index.js';

/** A library row as the API shows it; the paper carries the row's bibkey. */
export function presentLibraryEntry(row: LibraryPaperRow): LibraryEntryDto {
  return {
    id: row.id,
    paper: { ...row.paper, bibkey: row.bibkey },
    tags: row.tags,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
