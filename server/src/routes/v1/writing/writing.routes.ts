import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TaskIdRes } from '@inkstone/shared/api/workflow';
import {
  AddProjectPapersReq,
  ExportReviewQuery,
  ExportReviewRes,
  FetchReviewQuery,
  FetchReviewRes,
  GenerateOutlineByReviewReq,
  GenerateOutlineReq,
  GenerateReviewReq,
  ReviseOutlineReq,
  RevisionOutlineReq,
  WritingProjectDto,
} from '@inkstone/shared/api/writing';
import { envelopeOf } from '@inkstone/shared/envelope';
import { V1 } from '@inkstone/shared/paths';
import type { AppContext } from '../../../context.js';
import { exportReview } from '../../../writing/export/exportReview.js';
import { addProjectPapers } from '../../../writing/papers/addProjectPapers.js';
import {
  applyOutlineRevision,
  createProjectWithOutline,
  reviseOutline,
} from '../../../writing/outline/outline.service.js';
import { fetchReview, startReview } from '../../../writing/review/review.service.js';
import { clientGoneSignal } from '../../clientGoneSignal.js';
import { ok } from '../../ok.js';
import { routeSchema } from '../../routeSchema.js';

const DESCRIPTIONS = {
  generateOutline:
    'Step 1 → 2: creates a writing project from the settings and sources (a saved paper search and/or library ' +
    'bibkeys; the papers are frozen as the set the text may cite) and plans its outline: sections and subsections, ' +
    'each with its supporting papers and why; `thinSectionIds` lists those with fewer than two papers. ' +
    '`reviewCost` is what the review will cost. Charged by the outline’s words. 503 llm_not_configured without a model.',
  generateOutlineByReview:
    'As generateOutline, but the outline follows the structure of an existing review text (`reviewText`).',
  reviseOutline:
    'Revision in words: the model rewrites the saved outline as the user’s free-text `instruction` asks (it may add, ' +
    'merge, drop or reorder sections and re-assign papers).',
  revisionOutline:
    'Direct edit: the user’s edited `outline` is saved as the structure (sections, titles, order are kept exactly); ' +
    'the model only re-balances the papers over it and rewrites each "why". Unknown keys are dropped. ' +
    '`addPapers` first adds papers found since (e.g. for a thin section) to the project’s set.',
  addProjectPapers:
    'Adds papers of the user’s library (`libraryBibkeys`, at most 50 per call) and ready knowledge-base files ' +
    '(`knowledgeFileIds`, cited with the page) to the project’s set, as they are now, so the outline editor can ' +
    'assign them to sections. Free (no model call); keys already in the set are ignored (a file of a work already ' +
    'there marks it as that file); 404 for a paper not in the library or another user’s file, 400 for a file not ' +
    'ready or when the set would exceed 200 papers.',
  generateReview:
    'Step 3: writes the review as a task (answers `taskId` at once), section by section from each section’s own ' +
    'papers. Citations outside the set are removed and their sentences flagged; cited sentences are checked against ' +
    'the abstracts. Holds `reviewCost.holdWords`, charges delivered words, refunds on failure.',
  fetchReview:
    'The project (settings, papers, outline) and its review: status, progress (sections done/total), the text so ' +
    'far, references and report.',
  exportReview:
    'The review as Markdown, DOCX (base64), LaTeX (\\cite{key}) or BibTeX (the cited papers only). ' +
    '404 until a section is written.',
};

/** spec §7 writing-flow calls: outlines (generate, revise, revision, by review) and the review. */
export function registerWritingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { onRequest: [app.requireAbility('use', 'ai_tools')] };
  const schema = (description: string) => routeSchema('writing', { description });
  const project = { 200: envelopeOf(WritingProjectDto) };

  r.post(
    V1.workflow.generateOutline,
    { ...common, schema: { ...schema(DESCRIPTIONS.generateOutline), body: GenerateOutlineReq, response: project } },
    async (req, reply) => ok(await createProjectWithOutline(ctx, req.user.id, req.body, clientGoneSignal(reply))),
  );
  r.post(
    V1.workflow.generateOutlineByReview,
    {
      ...common,
      schema: { ...schema(DESCRIPTIONS.generateOutlineByReview), body: GenerateOutlineByReviewReq, response: project },
    },
    async (req, reply) => ok(await createProjectWithOutline(ctx, req.user.id, req.body, clientGoneSignal(reply))),
  );
  r.post(
    V1.workflow.reviseOutline,
    { ...common, schema: { ...schema(DESCRIPTIONS.reviseOutline), body: ReviseOutlineReq, response: project } },
    async (req, reply) => ok(await reviseOutline(ctx, req.user.id, req.body, clientGoneSignal(reply))),
  );
  r.post(
    V1.workflow.revisionOutline,
    { ...common, schema: { ...schema(DESCRIPTIONS.revisionOutline), body: RevisionOutlineReq, response: project } },
    async (req, reply) => ok(await applyOutlineRevision(ctx, req.user.id, req.body, clientGoneSignal(reply))),
  );
  r.post(
    V1.workflow.addProjectPapers,
    {
      ...common,
      schema: { ...schema(DESCRIPTIONS.addProjectPapers), body: AddProjectPapersReq, response: project },
    },
    async (req) => ok(await addProjectPapers(ctx, req.user.id, req.body)),
  );
  r.post(
    V1.workflow.generateReview,
    {
      ...common,
      schema: {
        ...schema(DESCRIPTIONS.generateReview),
        body: GenerateReviewReq,
        response: { 200: envelopeOf(TaskIdRes) },
      },
    },
    async (req) => ok(await startReview(ctx, req.user.id, req.body)),
  );
  r.get(
    V1.workflow.fetchReview,
    {
      ...common,
      schema: {
        ...schema(DESCRIPTIONS.fetchReview),
        querystring: FetchReviewQuery,
        response: { 200: envelopeOf(FetchReviewRes) },
      },
    },
    async (req) => ok(await fetchReview(ctx, req.user.id, req.query.projectId)),
  );
  r.get(
    V1.workflow.exportReview,
    {
      ...common,
      schema: {
        ...schema(DESCRIPTIONS.exportReview),
        querystring: ExportReviewQuery,
        response: { 200: envelopeOf(ExportReviewRes) },
      },
    },
    async (req) => ok(await exportReview(ctx, req.user.id, req.query)),
  );
}
