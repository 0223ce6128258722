import crypto from 'node:crypto';
import type {
  GenerateOutlineByReviewReq,
  GenerateOutlineReq,
  Outline,
  ReviseOutlineReq,
  RevisionOutlineReq,
  WritingProjectDto,
} from '@inkstone/shared/api/writing';
import { countWords } from '@inkstone/shared/wordCount';
import type { AppContext } from '../../context.js';
import { buildOutlinePrompt, type OutlinePromptInput } from '../../llm/prompts/outline.v1.js';
import { callStructured, withWordHold } from '../modelCall.js';
import { OutlineReply } from '../modelReplies.js';
import { loadPaperSet, mergePapers } from '../papers/loadPaperSet.js';
import { findOwnedProject, insertProject, updateProject, type WritingProject } from '../../db/repos/writingProjects.js';
import { presentProject } from '../../presenters/writingProject.js';
import { normalizeOutline } from './outlineEdits.js';

/** Words held for one outline call: an outline is far shorter, the rest comes back. */
export const OUTLINE_HOLD_WORDS = 3000;

/** The words charged for an outline: its titles and explanations (not the JSON around them). */
export function outlineWords(outline: Outline): number {
  return outline.flatMap((s) => [s, ...s.subsections]).reduce((n, s) => n + countWords(s.title) + countWords(s.why), 0);
}

/**
 * Asks the model for an outline (a structured answer: it cannot be cut at the hold like text, and the
 * hold is far above any outline) and normalizes it against the paper set; charged by its words.
 */
async function outlineFromModel(
  ctx: AppContext,
  userId: string,
  input: OutlinePromptInput,
  clientSignal: AbortSignal,
): Promise<{ value: Outline; wordsCharged: number }> {
  const signal = AbortSignal.any([ctx.shutdownSignal, clientSignal]);
  const config = await ctx.llm.requireConfig();
  const known = new Set(input.papers.map((p) => p.bibkey));
  return withWordHold(ctx, { userId, amount: OUTLINE_HOLD_WORDS, purpose: `outline.${input.mode}` }, async () => {
    const ask = { step: 'writing.outline', what: 'outline', prompt: buildOutlinePrompt(input), schema: OutlineReply };
    const reply = await callStructured(ctx, config, ask, { signal });
    const outline = normalizeOutline(reply.sections, known);
    return { value: outline, words: outlineWords(outline) };
  });
}

/**
 * generateOutline / generateOutlineByReview: a new project from the step-1 settings — the paper set
 * is loaded and frozen, the model plans the outline (following `reviewText` when given).
 */
export async function createProjectWithOutline(
  ctx: AppContext,
  userId: string,
  req: GenerateOutlineReq | GenerateOutlineByReviewReq,
  clientSignal: AbortSignal,
): Promise<WritingProjectDto> {
  await ctx.llm.requireConfig();
  const { papers, grouping } = await loadPaperSet(ctx.db, userId, req.sources);
  const reviewText = 'reviewText' in req ? req.reviewText : undefined;
  const { value: outline, wordsCharged } = await outlineFromModel(
    ctx,
    userId,
    {
      mode: reviewText ? 'byReview' : 'generate',
      topic: req.topic,
      options: req.options,
      papers,
      grouping,
      reviewText,
    },
    clientSignal,
  );
  const now = ctx.clock.now();
  const project = await insertProject(ctx.db, {
    id: crypto.randomUUID(),
    userId,
    topic: req.topic,
    options: { ...req.options, sources: req.sources },
    papers,
    outline,
    createdAt: now,
    updatedAt: now,
  });
  return presentProject(project, wordsCharged);
}

const promptBase = (project: WritingProject) => ({
  topic: project.topic,
  options: project.options,
  papers: project.papers,
});

/** reviseOutline: the model revises the saved outline as the user's instruction in words asks. */
export async function reviseOutline(
  ctx: AppContext,
  userId: string,
  req: ReviseOutlineReq,
  clientSignal: AbortSignal,
): Promise<WritingProjectDto> {
  const project = await findOwnedProject(ctx.db, userId, req.projectId);
  const { value: outline, wordsCharged } = await outlineFromModel(
    ctx,
    userId,
    {
      ...promptBase(project),
      mode: 'revise',
      outline: project.outline,
      instruction: req.instruction,
    },
    clientSignal,
  );
  return presentProject(await updateProject(ctx.db, project.id, { outline }, ctx.clock.now()), wordsCharged);
}

/**
 * revisionOutline: the user's directly edited outline is kept as the structure (sections, titles,
 * order); the model only re-balances the papers over it and rewrites each "why". Papers named in
 * `addPapers` join the project's set first (the set only grows: what was cited stays resolvable).
 */
export async function applyOutlineRevision(
  ctx: AppContext,
  userId: string,
  req: RevisionOutlineReq,
  clientSignal: AbortSignal,
): Promise<WritingProjectDto> {
  const stored = await findOwnedProject(ctx.db, userId, req.projectId);
  const added = req.addPapers ? (await loadPaperSet(ctx.db, userId, req.addPapers)).papers : [];
  const project = { ...stored, papers: mergePapers(stored.papers, added) };
  const known = new Set(project.papers.map((p) => p.bibkey));
  const edited = normalizeOutline(req.outline, known);
  const { value: proposed, wordsCharged } = await outlineFromModel(
    ctx,
    userId,
    { ...promptBase(project), mode: 'rebalance', outline: edited },
    clientSignal,
  );
  const byId = new Map(proposed.flatMap((s) => [s, ...s.subsections]).map((s) => [s.id, s]));
  const take = <T extends { id: string; bibkeys: string[]; why: string }>(mine: T): T => {
    const theirs = byId.get(mine.id);
    return theirs ? { ...mine, bibkeys: theirs.bibkeys, why: theirs.why || mine.why } : mine;
  };
  const outline = normalizeOutline(
    edited.map((s) => ({ ...take(s), subsections: s.subsections.map(take) })),
    known,
  );
  const saved = await updateProject(ctx.db, project.id, { outline, papers: project.papers }, ctx.clock.now());
  return presentProject(saved, wordsCharged);
}
