import type { ReviewResult, ReviewSectionDto } from '@inkstone/shared/api/writing';
import { ErrorCode } from '@inkstone/shared/errorCodes';
import { countWords } from '@inkstone/shared/wordCount';
import { releaseHold, settleHold } from '../../billing/holds.js';
import type { AppContext } from '../../context.js';
import * as tasksRepo from '../../db/repos/tasks.js';
import * as wordHolds from '../../db/repos/wordHolds.js';
import type { TaskRow } from '../../db/schema/index.js';
import { AppError, NotFoundError, UpstreamError } from '../../errors.js';
import { taskPreview } from '../../jobs/taskPreview.js';
import { formatWithCsl } from '../citations/cslFormat.js';
import { findProjectById, type WritingProject } from '../../db/repos/writingProjects.js';
import { assembleReview } from './assembleReview.js';
import { initialReviewResult, isFinished, storedReviewResult, type ReviewTaskInput } from './reviewTask.js';
import { writeSection, type SectionJob, type WrittenSection } from './writeSection.js';

const INTERRUPTED = 'interrupted' as const;

const deliveredWords = (result: ReviewResult) =>
  result.sections.filter((s) => s.status === 'done').reduce((n, s) => n + countWords(s.text), 0);

/** A section is tried twice: a failure is retried once, then reported with the rest kept. */
async function writeWithRetry(ctx: AppContext, job: SectionJob): Promise<WrittenSection> {
  try {
    return await writeSection(ctx, job);
  } catch (err) {
    if (job.signal.aborted) throw err;
    return writeSection(ctx, job);
  }
}

/** The result with one more finished section: its text or error, its flags and citation counts. */
function withSection(
  result: ReviewResult,
  project: WritingProject,
  section: ReviewSectionDto,
  written?: WrittenSection,
): ReviewResult {
  const sections = project.outline.flatMap((s) =>
    s.id === section.id ? [section] : result.sections.filter((x) => x.id === s.id),
  );
  const add = (k: keyof ReviewResult['report']) => result.report[k] + (written?.report[k] ?? 0);
  const assembled = assembleReview(sections, project.papers, {
    style: project.options.citationStyle,
    language: project.options.language,
  });
  return {
    ...result,
    ...assembled,
    sections,
    progress: { sectionsDone: sections.length, sectionsTotal: project.outline.length },
    flags: [...result.flags, ...(written?.flags ?? [])],
    report: {
      citationsTotal: add('citationsTotal'),
      verified: add('verified'),
      flagged: add('flagged'),
      removed: add('removed'),
    },
  };
}

/** Writes the sections not yet finished; 'interrupted' when the server is stopping (resumed on start). */
async function writeReview(ctx: AppContext, task: TaskRow): Promise<ReviewResult | typeof INTERRUPTED> {
  const input = task.input as ReviewTaskInput;
  const stored = await findProjectById(ctx.db, input.projectId);
  if (!stored) throw NotFoundError('Writing project');
  const project = { ...stored, outline: input.outline };
  const hold = task.holdId ? await wordHolds.findById(ctx.db, task.holdId) : undefined;
  if (!hold || hold.status !== 'held') throw new Error(`review task ${task.id} has no open word hold`);
  const config = await ctx.llm.requireConfig();
  const words = Math.ceil(project.options.length / Math.max(1, project.outline.length));
  let result =
    storedReviewResult(task) ?? initialReviewResult(project.id, project.options.citationStyle, project.outline.length);
  let lastError: unknown;
  for (const section of project.outline) {
    if (isFinished(result, section.id)) continue;
    if (ctx.shutdownSignal.aborted) return INTERRUPTED;
    const job = {
      project,
      section,
      words,
      wordsLeft: hold.amount - deliveredWords(result),
      config,
      signal: ctx.shutdownSignal,
    };
    const base = { id: section.id, title: section.title };
    try {
      const written = await writeWithRetry(ctx, job);
      result = withSection(result, project, { ...base, status: 'done', text: written.text, errorMsg: null }, written);
    } catch (err) {
      if (ctx.shutdownSignal.aborted) return INTERRUPTED;
      lastError = err;
      const errorMsg = err instanceof AppError ? err.message : 'The section could not be written.';
      result = withSection(result, project, { ...base, status: 'failed', text: '', errorMsg });
    }
    if (!(await tasksRepo.saveProgress(ctx.db, task.id, result, taskPreview(result.markdown)))) return INTERRUPTED;
  }
  if (!result.sections.some((s) => s.status === 'done'))
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the last section's error, rethrown as it came
    throw lastError ?? UpstreamError('No section of the review could be written. Please retry.');
  const { citationStyle: style, language } = project.options;
  const withReferences = assembleReview(result.sections, project.papers, { style, language, format: formatWithCsl });
  const { charged } = await settleHold(ctx.db, hold, deliveredWords(result), ctx.clock.now());
  return { ...result, ...withReferences, wordsCharged: charged };
}

/**
 * The worker's handler for review tasks (generateReview): writes the review section by section,
 * saving after each so polling shows the text so far and a restart resumes from the last finished
 * section. Charged by the delivered words when it ends; a review with no section written fails and
 * its whole hold is given back.
 */
export async function runReviewTask(ctx: AppContext, taskId: string): Promise<void> {
  const task = await tasksRepo.claim(ctx.db, taskId, ctx.clock.now());
  if (!task) return;
  try {
    const result = await writeReview(ctx, task);
    // Left running with its hold: the start-up resume picks it up again.
    if (result === INTERRUPTED) return;
    await tasksRepo.finish(
      ctx.db,
      taskId,
      { status: 'succeeded', result, preview: taskPreview(result.markdown) },
      ctx.clock.now(),
    );
  } catch (err) {
    if (task.holdId) await releaseHold(ctx.db, task.holdId, ctx.clock.now());
    const isKnown = err instanceof AppError;
    const errorCode = isKnown ? err.errorCode : ErrorCode.internal;
    const errorMsg = isKnown ? err.message : 'Something went wrong on our side. Please retry.';
    await tasksRepo.finish(ctx.db, taskId, { status: 'failed', errorCode, errorMsg }, ctx.clock.now());
    if (!isKnown) throw err;
  }
}
