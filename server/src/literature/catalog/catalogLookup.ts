import * as papersRepo from '../../db/repos/papers.js';
import type { PaperRow } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import type { PaperInput } from '../paper.js';
import { parsePaperId } from '../sources/paperId.js';
import type { LiteratureSource } from '../sources/types.js';
import { rowToPaper } from './paperRows.js';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The catalogue row for a DOI, arXiv id, PMID, catalogue row id, OpenAlex/S2 id or corpus source id. */
async function findLocal(db: Db, raw: string): Promise<PaperRow | null> {
  const id = parsePaperId(raw);
  if (id.kind === 'doi') return papersRepo.findByIdentifier(db, 'doi', id.value);
  if (id.kind === 'arxiv') return papersRepo.findByIdentifier(db, 'arxivId', id.value);
  if (id.kind === 'pmid') return papersRepo.findByIdentifier(db, 'pmid', id.value);
  if (UUID_RE.test(id.value)) {
    const [row] = await papersRepo.findByIds(db, [id.value.toLowerCase()]);
    if (row) return row;
  }
  return (
    (await papersRepo.findByIdentifier(db, 'openalexId', id.value)) ??
    (await papersRepo.findByIdentifier(db, 's2Id', id.value)) ??
    (await papersRepo.findBySourceId(db, id.value))
  );
}

/**
 * A paper by identifier: the local catalogue first, then each live source in configured order.
 * A source that fails is passed over, as in a fan-out search.
 */
export async function lookupPaper(
  db: Db,
  sources: readonly LiteratureSource[],
  raw: string,
  signal?: AbortSignal,
): Promise<PaperInput | null> {
  if (raw.trim() === '') return null;
  const row = await findLocal(db, raw.trim());
  if (row) return rowToPaper(row);
  for (const source of sources) {
    signal?.throwIfAborted();
    const found = await source.lookup(raw, { signal }).catch(() => null);
    if (found) return found;
  }
  return null;
}
