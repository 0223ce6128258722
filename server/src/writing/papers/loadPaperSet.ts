import { PaperDto } from '@inkstone/shared/api/papers';
import { Section } from '@inkstone/shared/api/paperAgent';
import type { WritingSources } from '@inkstone/shared/api/writing';
import * as libraryRepo from '../../db/repos/libraryPapers.js';
import { findOwnedSession } from '../../db/repos/researchSessions.js';
import type { Db } from '../../db/types.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import { filePapers, UPLOAD_SOURCE } from '../../knowledge/fileSources.js';
import { identityKeys } from '../../literature/dedupe.js';

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
 * was verified against): the saved search's papers, then the chosen knowledge-base files (as their
 * library entries, marked with the file so sections can quote them by page), then the chosen library
 * papers, each only once. 404 when the session, a file or a library paper is not the user's; 400 when
 * a file is not ready or no paper is left. `existing` (a project's set, when papers are added to it)
 * stands in for the session's papers and keeps its order.
 */
export async function loadPaperSet(
  db: Db,
  userId: string,
  sources: Omit<WritingSources, 'researchSessionId'> & { researchSessionId?: string },
  existing: readonly PaperDto[] = [],
): Promise<PaperSet> {
  const session = sources.researchSessionId
    ? await fromSession(db, userId, sources.researchSessionId)
    : { papers: [...existing], grouping: [] };
  const files = await filePapers(db, userId, sources.knowledgeFileIds ?? []);
  const library = sources.libraryBibkeys?.length ? await fromLibrary(db, userId, sources.libraryBibkeys) : [];
  // A set papers are added to is not cut: the caller refuses one that grows too large.
  const papers = mergePapers(withFiles(session.papers, files), library, existing.length > 0 ? Infinity : undefined);
  if (papers.length === 0) throw ValidationError('sources: the chosen sources have no papers');
  return { papers, grouping: session.grouping };
}

/**
 * The papers with the files' papers joined: a file whose work is already there (same DOI, arXiv id or
 * title/author/year) marks that paper as its file — the search's key, which the grouping names, stays;
 * the other files' papers are added.
 */
function withFiles(papers: readonly PaperDto[], files: readonly PaperDto[]): PaperDto[] {
  const out = [...papers];
  const byIdentity = new Map(out.flatMap((paper, i) => identityKeys(paper).map((key) => [key, i] as const)));
  for (const file of files) {
    const at = identityKeys(file)
      .map((key) => byIdentity.get(key))
      .find((i) => i !== undefined);
    if (at === undefined) {
      for (const key of identityKeys(file)) byIdentity.set(key, out.length);
      out.push(file);
    } else
      out[at] = {
        ...out[at]!,
        sources: [...out[at]!.sources, ...file.sources.filter((s) => s.source === UPLOAD_SOURCE)],
      };
  }
  return out;
}

/** `first` then the papers of `more` with new keys, at most `limit`. */
export function mergePapers(
  first: readonly PaperDto[],
  more: readonly PaperDto[],
  limit = MAX_PROJECT_PAPERS,
): PaperDto[] {
  const byKey = new Map<string, PaperDto>();
  for (const paper of [...first, ...more]) if (!byKey.has(paper.bibkey)) byKey.set(paper.bibkey, paper);
  return [...byKey.values()].slice(0, limit);
}
