import type { ExportReviewQuery, ExportReviewRes } from '@inkstone/shared/api/writing';
import type { AppContext } from '../../context.js';
import * as tasksRepo from '../../db/repos/tasks.js';
import { NotFoundError } from '../../errors.js';
import { writeBibtex } from '../../literature/formats/bibtexWriter.js';
import { citationOrder } from '../citations/renderCitations.js';
import { findOwnedProject } from '../../db/repos/writingProjects.js';
import { storedReviewResult } from '../review/reviewTask.js';
import { reviewToDocx } from './reviewToDocx.js';
import { reviewToLatex } from './reviewToLatex.js';

const BIB_FILE = 'review.bib';
const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * exportReview (server side): the project's review as Markdown (citations and reference list in the
 * chosen style), DOCX (the same, as Word headings and paragraphs; base64), LaTeX (\cite{key}) or
 * BibTeX (the cited papers only, never another). 404 until a section is written.
 */
export async function exportReview(ctx: AppContext, userId: string, q: ExportReviewQuery): Promise<ExportReviewRes> {
  const project = await findOwnedProject(ctx.db, userId, q.projectId);
  const task = project.reviewTaskId ? await tasksRepo.findOwned(ctx.db, userId, project.reviewTaskId) : undefined;
  const result = task ? storedReviewResult(task) : undefined;
  const texts = result?.sections.filter((s) => s.status === 'done').map((s) => s.text) ?? [];
  if (!result || texts.length === 0) throw NotFoundError('Written review');
  const utf8 = (filename: string, mimeType: string, content: string) => ({
    filename,
    mimeType,
    encoding: 'utf8' as const,
    content,
  });
  switch (q.format) {
    case 'markdown':
      return utf8('review.md', 'text/markdown; charset=utf-8', result.markdown);
    case 'latex':
      return utf8(
        'review.tex',
        'application/x-tex; charset=utf-8',
        reviewToLatex(texts.join('\n\n'), BIB_FILE, project.topic, project.options.language === 'cn'),
      );
    case 'docx': {
      const docx = await reviewToDocx(result.markdown, project.topic);
      return { filename: 'review.docx', mimeType: DOCX_MIME, encoding: 'base64', content: docx.toString('base64') };
    }
    case 'bibtex': {
      const byKey = new Map(project.papers.map((p) => [p.bibkey, p]));
      const cited = citationOrder(texts).flatMap((k) => byKey.get(k) ?? []);
      return utf8(BIB_FILE, 'application/x-bibtex; charset=utf-8', writeBibtex(cited));
    }
  }
}
