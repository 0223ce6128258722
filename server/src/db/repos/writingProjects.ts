import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { PaperDto } from '@inkstone/shared/api/papers';
import type { Outline, WritingOptions, WritingSources } from '@inkstone/shared/api/writing';
import { writingProjects, type WritingProjectRow } from '../schema/index.js';
import type { Db } from '../types.js';
import { NotFoundError } from '../../errors.js';

/** What `writing_projects.options` holds: the step-1 settings and where the papers came from. */
export type StoredOptions = WritingOptions & { sources: WritingSources };

/** A project row with its JSON columns typed. */
export type WritingProject = Omit<WritingProjectRow, 'options' | 'papers' | 'outline'> & {
  options: StoredOptions;
  papers: PaperDto[];
  outline: Outline;
};

export async function insertProject(
  db: Db,
  values: Omit<WritingProject, 'deletedAt' | 'reviewTaskId'>,
): Promise<WritingProject> {
  const [row] = await db.insert(writingProjects).values(values).returning();
  if (!row) throw new Error('insert into writing_projects returned no row');
  return row as WritingProject;
}

/** The user's project; 404 for an unknown id or another user's project. */
export async function findOwnedProject(db: Db, userId: string, id: string): Promise<WritingProject> {
  const [row] = await db
    .select()
    .from(writingProjects)
    .where(and(eq(writingProjects.id, id), eq(writingProjects.userId, userId), isNull(writingProjects.deletedAt)));
  if (!row) throw NotFoundError('Writing project');
  return row as WritingProject;
}

/** The project with this id, whoever owns it (for the review worker). */
export async function findProjectById(db: Db, id: string): Promise<WritingProject | undefined> {
  const [row] = await db.select().from(writingProjects).where(eq(writingProjects.id, id));
  return row as WritingProject | undefined;
}

/** Saves a project's outline (and its grown paper set). */
export async function updateProject(
  db: Db,
  id: string,
  change: { outline: Outline; papers?: PaperDto[] },
  now: Date,
): Promise<WritingProject> {
  const [row] = await db
    .update(writingProjects)
    .set({ ...change, updatedAt: now })
    .where(eq(writingProjects.id, id))
    .returning();
  if (!row) throw NotFoundError('Writing project');
  return row as WritingProject;
}

/**
 * Points the project at a new review task only if its review task is still `expected` (a conditional
 * update), so two generateReview calls at once cannot both start one. False when another won.
 */
export async function swapReviewTask(
  db: Db,
  projectId: string,
  change: { expected: string | null; next: string },
  now: Date,
): Promise<boolean> {
  const current: SQL | undefined =
    change.expected === null ? isNull(writingProjects.reviewTaskId) : eq(writingProjects.reviewTaskId, change.expected);
  const rows = await db
    .update(writingProjects)
    .set({ reviewTaskId: change.next, updatedAt: now })
    .where(and(eq(writingProjects.id, projectId), current))
    .returning({ id: writingProjects.id });
  return rows.length > 0;
}
