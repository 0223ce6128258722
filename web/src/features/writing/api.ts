import type { TaskIdRes } from '@inkstone/shared/api/workflow';
import type {
  AddProjectPapersReq,
  ExportReviewQuery,
  ExportReviewRes,
  FetchReviewRes,
  GenerateOutlineByReviewReq,
  GenerateOutlineReq,
  ReviseOutlineReq,
  RevisionOutlineReq,
  WritingProjectDto,
} from '@inkstone/shared/api/writing';
import type { z } from 'zod';
import { V1 } from '@inkstone/shared/paths';
import { apiGet, apiPost } from '../../lib/apiClient';

// The flow shows its own failures inline (e.g. how to connect a model), so no snackbar.
const inline = { notify: false } as const;

/** `POST /v1/workflow/generateOutline`: step 1 → a new writing project with its outline. */
export function generateOutline(
  body: z.input<typeof GenerateOutlineReq>,
  signal?: AbortSignal,
): Promise<WritingProjectDto> {
  return apiPost<WritingProjectDto>(V1.workflow.generateOutline, body, { ...inline, signal });
}

/** `POST /v1/workflow/generateOutlineByReview`: as generateOutline, following an existing review's structure. */
export function generateOutlineByReview(
  body: z.input<typeof GenerateOutlineByReviewReq>,
  signal?: AbortSignal,
): Promise<WritingProjectDto> {
  return apiPost<WritingProjectDto>(V1.workflow.generateOutlineByReview, body, { ...inline, signal });
}

/** `POST /v1/workflow/reviseOutline`: the model rewrites the outline as the instruction asks. */
export function reviseOutline(body: ReviseOutlineReq, signal?: AbortSignal): Promise<WritingProjectDto> {
  return apiPost<WritingProjectDto>(V1.workflow.reviseOutline, body, { ...inline, signal });
}

/** `POST /v1/workflow/revisionOutline`: saves the user's direct edits of the outline. */
export function revisionOutline(
  body: z.input<typeof RevisionOutlineReq>,
  signal?: AbortSignal,
): Promise<WritingProjectDto> {
  return apiPost<WritingProjectDto>(V1.workflow.revisionOutline, body, { ...inline, signal });
}

/** `POST /v1/workflow/addProjectPapers`: library papers join the project's set (free). */
export function addProjectPapers(body: AddProjectPapersReq): Promise<WritingProjectDto> {
  return apiPost<WritingProjectDto>(V1.workflow.addProjectPapers, body, inline);
}

/** `POST /v1/workflow/generateReview`: starts the review task and answers its id at once. */
export function generateReview(projectId: string): Promise<TaskIdRes> {
  return apiPost<TaskIdRes>(V1.workflow.generateReview, { projectId }, inline);
}

/** `GET /v1/workflow/fetchReview?projectId=`: the project and its review so far. */
export function fetchReview(projectId: string, signal?: AbortSignal): Promise<FetchReviewRes> {
  return apiGet<FetchReviewRes>(V1.workflow.fetchReview, { query: { projectId }, signal });
}

/** `GET /v1/workflow/exportReview?projectId=&format=`: the review as a file (DOCX content is base64). */
export function exportReview(query: ExportReviewQuery): Promise<ExportReviewRes> {
  return apiGet<ExportReviewRes>(V1.workflow.exportReview, { query });
}
