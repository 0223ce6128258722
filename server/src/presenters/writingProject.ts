import type { WritingProjectDto } from '@inkstone/shared/api/writing';
import type { WritingProject } from '../db/repos/writingProjects.js';
import { thinSectionIds } from '../writing/outline/outlineEdits.js';
import { reviewCost } from '../writing/review/reviewCost.js';

/** The API shape of a project. */
export function presentProject(project: WritingProject, wordsCharged: number): WritingProjectDto {
  const { sources: _sources, ...options } = project.options;
  return {
    projectId: project.id,
    topic: project.topic,
    options,
    papers: project.papers.map((p) => ({
      bibkey: p.bibkey,
      title: p.title,
      authors: p.authors,
      year: p.year,
      venue: p.venue,
      doi: p.doi,
    })),
    outline: project.outline,
    thinSectionIds: thinSectionIds(project.outline),
    reviewCost: reviewCost(options.length),
    reviewTaskId: project.reviewTaskId,
    wordsCharged,
    createdAt: project.createdAt.toISOString(),
    updatedAt: project.updatedAt.toISOString(),
  };
}
