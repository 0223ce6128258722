import { useCallback, useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExportFormat, FetchReviewRes, WritingProjectDto } from '@inkstone/shared/api/writing';
import type { z } from 'zod';
import { refreshWordsLeft } from '../user/refreshWordsLeft';
import { useCreateEntity } from '../editor/queries';
import { libraryKeys } from '../library/queries';
import {
  addProjectPapers,
  exportReview,
  fetchReview,
  generateOutline,
  generateOutlineByReview,
  generateReview,
  reviseOutline,
  revisionOutline,
} from './api';
import { saveExport } from './saveExport';

/** How often a running review is polled for its progress and text so far. */
export const REVIEW_POLL_MS = 2000;

/** Query keys of the writing flow. */
export const writingKeys = {
  all: ['writing'] as const,
  project: (projectId: string) => [...writingKeys.all, 'project', projectId] as const,
};

const isRunning = (data: FetchReviewRes | undefined) => data?.status === 'queued' || data?.status === 'running';

/** A writing project and its review; polled while the review is queued or running. */
export function useWritingProject(projectId: string | undefined) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: writingKeys.project(projectId ?? ''),
    queryFn: ({ signal }) => fetchReview(projectId ?? '', signal),
    enabled: Boolean(projectId),
    refetchInterval: (current) => (isRunning(current.state.data) ? REVIEW_POLL_MS : false),
  });
  // When a review ends, its unused hold comes back (or all of it, on failure): show the new balance.
  const wasRunning = useRef(false);
  const isNowRunning = isRunning(query.data);
  useEffect(() => {
    if (wasRunning.current && !isNowRunning) refreshWordsLeft(client);
    wasRunning.current = isNowRunning;
  }, [client, isNowRunning]);
  return query;
}

/** Puts a project an outline call answered into the cache, keeping the review part as it was. */
function useStoreProject() {
  const client = useQueryClient();
  return (project: WritingProjectDto) =>
    client.setQueryData<FetchReviewRes>(writingKeys.project(project.projectId), (old) => ({
      projectId: project.projectId,
      taskId: old?.taskId ?? project.reviewTaskId,
      status: old?.status ?? 'none',
      result: old?.result ?? null,
      error: old?.error ?? null,
      ...old,
      project,
    }));
}

/** A call's body with the signal of its Stop button. */
type Stoppable<T> = T & { signal?: AbortSignal };

/** The outline calls of step 1 and 2: generate, revise in words, save direct edits. */
export function useOutlineMutations() {
  const store = useStoreProject();
  const client = useQueryClient();
  const onSuccess = (project: WritingProjectDto) => store(project);
  // Outline calls are charged by their words (the hold comes back on failure).
  const onSettled = () => refreshWordsLeft(client);
  return {
    // With a review text the outline follows it (generateOutlineByReview), otherwise it is planned afresh.
    generate: useMutation({
      mutationFn: ({ signal, ...body }: Stoppable<Parameters<typeof generateOutline>[0] & { reviewText?: string }>) =>
        body.reviewText
          ? generateOutlineByReview({ ...body, reviewText: body.reviewText }, signal)
          : generateOutline(body, signal),
      onSuccess,
      onSettled,
    }),
    revise: useMutation({
      mutationFn: ({ signal, ...body }: Stoppable<Parameters<typeof reviseOutline>[0]>) => reviseOutline(body, signal),
      onSuccess,
      onSettled,
    }),
    saveEdits: useMutation({
      mutationFn: ({ signal, ...body }: Stoppable<Parameters<typeof revisionOutline>[0]>) =>
        revisionOutline(body, signal),
      onSuccess,
      onSettled,
    }),
  };
}

/**
 * Adds library papers to the project's set. Free, so the balance is not refreshed; the draft the
 * user is editing is kept (only the cached project's papers change).
 */
export function useAddProjectPapers() {
  const store = useStoreProject();
  return useMutation({ mutationFn: addProjectPapers, onSuccess: store });
}

/** Marks the library lists stale, e.g. after papers were saved from a search in another tab. */
export function useRefreshLibrary() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: [...libraryKeys.all, 'list'] }), [client]);
}

/** Starts the review (its words are held at once); the project is refetched so polling begins. */
export function useGenerateReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: generateReview,
    onSuccess: (_, projectId) => {
      refreshWordsLeft(client);
      return client.invalidateQueries({ queryKey: writingKeys.project(projectId) });
    },
  });
}

/** Downloads the review in a format. */
export function useExportReview() {
  return useMutation({
    mutationFn: async (query: { projectId: string; format: z.infer<typeof ExportFormat> }) =>
      saveExport(await exportReview(query)),
  });
}

/** Creates an editor note from the review (citations as live citation nodes); answers its id. */
export function useOpenInEditor() {
  const create = useCreateEntity();
  return useMutation({
    mutationFn: async (review: FetchReviewRes) => {
      // The editor's schema and Markdown importer are large; loaded only when a note is made.
      const { reviewNote } = await import('./reviewNote');
      const entity = await create.mutateAsync({ kind: 'note', ...reviewNote(review) });
      if (entity.kind !== 'note') throw new Error('The editor answered a folder');
      return entity.note.id;
    },
  });
}
