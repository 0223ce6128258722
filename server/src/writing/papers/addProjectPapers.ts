import type { AddProjectPapersReq, WritingProjectDto } from '@inkstone/shared/api/writing';
import type { AppContext } from '../../context.js';
import { ValidationError } from '../../errors.js';
import { findOwnedProject, updateProject } from '../../db/repos/writingProjects.js';
import { presentProject } from '../../presenters/writingProject.js';
import { loadPaperSet, MAX_PROJECT_PAPERS } from './loadPaperSet.js';

/**
 * addProjectPapers: library papers and knowledge-base files join the project's set as they are now
 * (a snapshot, like the set itself), so sections can cite them once the user assigns them. Free: no
 * model is called. Papers already in the set are left as they were, except that a file of one of
 * their works marks it as that file (its passages are then quoted); 404 for another user's project,
 * file or a paper not in the user's library; 400 for a file not ready, or when the set would grow past
 * MAX_PROJECT_PAPERS (nothing is dropped silently).
 */
export async function addProjectPapers(
  ctx: AppContext,
  userId: string,
  req: AddProjectPapersReq,
): Promise<WritingProjectDto> {
  const project = await findOwnedProject(ctx.db, userId, req.projectId);
  const sources = { libraryBibkeys: req.libraryBibkeys ?? [], knowledgeFileIds: req.knowledgeFileIds ?? [] };
  // The project's papers first: a file of a work already in the set marks that paper as its file.
  const { papers: joined } = await loadPaperSet(ctx.db, userId, sources, project.papers);
  const freshCount = joined.length - project.papers.length;
  if (joined.length > MAX_PROJECT_PAPERS)
    throw ValidationError(
      `libraryBibkeys: a project holds at most ${MAX_PROJECT_PAPERS} papers; it has ${project.papers.length}`,
    );
  const isSame = joined.every((paper, i) => i >= project.papers.length || paper === project.papers[i]);
  if (freshCount === 0 && isSame) return presentProject(project, 0);
  const papers = joined;
  const saved = await updateProject(ctx.db, project.id, { outline: project.outline, papers }, ctx.clock.now());
  return presentProject(saved, 0);
}
