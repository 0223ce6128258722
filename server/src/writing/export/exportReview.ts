import type { ExportReviewQuery, ExportReviewRes } from '@inkstone/shared/api/writing';
import type { AppContext } from '../../context.js';
import * as tasksRepo from '../../db/repos/tasks.js';
import { NotFoundError } from '../../errors.js';
import { writeBibtex } from '../../literature/formats/bibtexWriter.js';
import { citationOrder } from '../citations/renderCitations.js';
import { findOwnedProject } from '../projects.js';
import { storedReviewResult } from '../review/reviewTaskStore.js';
import { reviewToLatex } from './reviewToLatex.js';

const BIB_FILE = 'review.bib';

/**
 * exportReview (server side): the project's review as Markdown (citations and reference list in the
 * chosen style), LaTeX (\cite{key}) or BibTeX (the cited papers only, never another). 404 until a
 * section is written.
 */
export async function exportReview(ctx: AppContext, userId: string, q: ExportReviewQuery): Promise<ExportReviewRes> {
  const project = await findOwnedProject(ctx.db, userId, q.projectId);
  const task = project.reviewTaskId ? await tasksRepo.findOwned(ctx.db, userId, project.reviewTaskId) : undefined;
  const result = task ? storedReviewResult(task) : undefined;
  const texts = result?.sections.filter((s) => s.status === 'done').map((s) => s.text) ?? [];
  if (!result || texts.length === 0) throw NotFoundError('Written review');
  if (q.format === 'markdown') {
    return { filename: 'review.md', mimeType: 'text/markdown; charset=utf-8', content: result.markdown };
  }
  if (q.format === 'latex') {
    const content = reviewToLatex(texts.join('\n\n'), BIB_FILE, project.topic);
    return { filename: 'review.tex', mimeType: 'application/x-tex; charset=utf-8', content };
  }
  const byKey = new Map(project.papers.map((p) => [p.bibkey, p]));
  const cited = citationOrder(texts).flatMap((k) => byKey.get(k) ?? []);
  return { filename: BIB_FILE, mimeType: 'application/x-bibtex; charset=utf-8', content: writeBibtex(cited) };
}
