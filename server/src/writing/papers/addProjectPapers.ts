import type { AddProjectPapersReq, WritingProjectDto } from '@inkstone/shared/api/writing';
import type { AppContext } from '../../context.js';
import { ValidationError } from '../../errors.js';
import { findOwnedProject, updateProject } from '../../db/repos/writingProjects.js';
import { presentProject } from '../../presenters/writingProject.js';
import { loadPaperSet, MAX_PROJECT_PAPERS, mergePapers } from './loadPaperSet.js';

/**
 * addProjectPapers: library papers join the project's set as they are now (a snapshot, like the
 * set itself), so sections can cite them once the user assigns them. Free: no model is called.
 * Papers already in the set are left as they were; 404 for another user's project or a paper not
 * in the user's library; 400 when the set would grow past MAX_PROJECT_PAPERS (nothing is dropped
 * silently).
 */
export async function addProjectPapers(
  ctx: AppContext,
  userId: string,
  req: AddProjectPapersReq,
): Promise<WritingProjectDto> {
  const project = await findOwnedProject(ctx.db, userId, req.projectId);
  const { papers: library } = await loadPaperSet(ctx.db, userId, { libraryBibkeys: req.libraryBibkeys });
  const known = new Set(project.papers.map((paper) => paper.bibkey));
  const fresh = library.filter((paper) => !known.has(paper.bibkey));
  if (project.papers.length + fresh.length > MAX_PROJECT_PAPERS)
    throw ValidationError(
      `libraryBibkeys: a project holds at most ${MAX_PROJECT_PAPERS} papers; it has ${project.papers.length}`,
    );
  if (fresh.length === 0) return presentProject(project, 0);
  const papers = mergePapers(project.papers, fresh);
  const saved = await updateProject(ctx.db, project.id, { outline: project.outline, papers }, ctx.clock.now());
  return presentProject(saved, 0);
}
