import { PaperDto } from '@inkstone/shared/api/papers';
import { Section } from '@inkstone/shared/api/paperAgent';
import type { WritingSources } from '@inkstone/shared/api/writing';
import * as libraryRepo from '../../db/repos/libraryPapers.js';
import { findOwnedSession } from '../../db/repos/researchSessions.js';
import type { Db } from '../../db/types.js';
import { NotFoundError, ValidationError } from '../../errors.js';

/** The most papers one writing project may cite. */
export const MAX_PROJECT_PAPERS = 200;

/** The papers a project may cite, and the paper search's themed sections when there was one. */
export interface PaperSet {
  papers: PaperDto[];
  grouping: Section[];
}

const parseAll = <T>(schema: { safeParse(v: unknown): { success: boolean; data?: T } }, list: unknown): T[] =>
  (Array.isArray(list) ? list : []).flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data as T] : [];
  });

async function fromSession(db: Db, userId: string, sessionId: string): Promise<PaperSet> {
  const row = await findOwnedSession(db, userId, sessionId);
  if (!row) throw NotFoundError('Research session');
  const result = (row.result ?? {}) as { bibList?: unknown; mergedSkeleton?: unknown };
  // The agent's papers carry relevance and translations too; only the paper fields are kept.
  return { papers: parseAll(PaperDto, result.bibList), grouping: parseAll(Section, result.mergedSkeleton) };
}

async function fromLibrary(db: Db, userId: string, bibkeys: readonly string[]): Promise<PaperDto[]> {
  const rows = await libraryRepo.findByBibkeys(db, userId, bibkeys);
  const found = new Set(rows.map((r) => r.bibkey));
  const missing = bibkeys.filter((k) => !found.has(k));
  if (missing.length > 0) throw NotFoundError(`Library paper ${missing.slice(0, 3).join(', ')}`);
  return parseAll(
    PaperDto,
    rows.map((r) => ({ ...r.paper, bibkey: r.bibkey })),
  );
}

/**
 * The fixed paper set of a new project (a snapshot: later library edits cannot change what the text
 * was verified against): the saved search's papers, then the chosen library papers not already in
 * it. 404 when the session or a library paper is not the user's; 400 when no paper is left.
 */
export async function loadPaperSet(db: Db, userId: string, sources: WritingSources): Promise<PaperSet> {
  const session = sources.researchSessionId
    ? await fromSession(db, userId, sources.researchSessionId)
    : { papers: [], grouping: [] };
  const library = sources.libraryBibkeys?.length ? await fromLibrary(db, userId, sources.libraryBibkeys) : [];
  const papers = mergePapers(session.papers, library);
  if (papers.length === 0) throw ValidationError('sources: the chosen sources have no papers');
  return { papers, grouping: session.grouping };
}

/** `first` then the papers of `more` with new keys, at most MAX_PROJECT_PAPERS. */
export function mergePapers(first: readonly PaperDto[], more: readonly PaperDto[]): PaperDto[] {
  const byKey = new Map<string, PaperDto>();
  for (const paper of [...first, ...more]) if (!byKey.has(paper.bibkey)) byKey.set(paper.bibkey, paper);
  return [...byKey.values()].slice(0, MAX_PROJECT_PAPERS);
}
