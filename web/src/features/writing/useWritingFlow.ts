import { useCallback, useEffect, useReducer } from 'react';
import { useSearchParams } from 'react-router';
import type { GenerateOutlineReq, WritingProjectDto } from '@inkstone/shared/api/writing';
import type { z } from 'zod';
import { editedOutline } from './outlineDraft';
import { useGenerateReview, useOutlineMutations, useWritingProject } from './queries';
import { useStoppableCall } from './useStoppableCall';
import { initialWritingFlow, writingFlowReducer } from './writingFlowReducer';

/** The address parameter that keeps the open project across reloads. */
const PROJECT_PARAM = 'project';

/**
 * The /apps/writing flow: the reducer's state, the project named in the address (reloaded from the
 * server, polled while its review runs) and the calls that move between the steps.
 */
export function useWritingFlow() {
  const [state, dispatch] = useReducer(writingFlowReducer, initialWritingFlow);
  const [params, setParams] = useSearchParams();
  const projectId = params.get(PROJECT_PARAM) ?? undefined;
  const review = useWritingProject(projectId);
  const outline = useOutlineMutations();
  const startReview = useGenerateReview();

  // A project opened from the address (a reload, a shared link) picks its step from the server.
  const loaded = review.data;
  useEffect(() => {
    if (loaded && loaded.projectId !== state.projectId)
      dispatch({ type: 'projectLoaded', project: loaded.project, hasReview: loaded.status !== 'none' });
  }, [loaded, state.projectId]);

  const onOutline = useCallback(
    (project: WritingProjectDto) => {
      dispatch({ type: 'projectLoaded', project, hasReview: false });
      setParams({ [PROJECT_PARAM]: project.projectId });
    },
    [setParams],
  );

  const mutations = [outline.generate, outline.revise, outline.saveEdits, startReview];
  const { projectId: openId, draft } = state;
  const calls = useStoppableCall();
  // One failure is shown at a time: the latest call's.
  const call = (start: (signal: AbortSignal) => void) =>
    calls.call((signal) => {
      mutations.forEach((mutation) => mutation.reset());
      start(signal);
    });
  // Step 2 and 3 calls need the open project.
  const onProject = (start: (projectId: string, signal: AbortSignal) => void) => () => {
    if (openId) call((signal) => start(openId, signal));
  };
  const actions = {
    generate: (body: z.input<typeof GenerateOutlineReq> & { reviewText?: string }) =>
      call((signal) => outline.generate.mutate({ ...body, signal }, { onSuccess: onOutline })),
    // `onRevised` lets a caller (an applied suggestion) react once the new outline is in.
    revise: (instruction: string, onRevised?: () => void) =>
      onProject((projectId, signal) =>
        outline.revise.mutate(
          { projectId, instruction, signal },
          {
            onSuccess: (project) => {
              onOutline(project);
              onRevised?.();
            },
          },
        ),
      )(),
    saveEdits: onProject((projectId, signal) =>
      outline.saveEdits.mutate({ projectId, outline: editedOutline(draft), signal }, { onSuccess: onOutline }),
    ),
    discardEdits: () => loaded && dispatch({ type: 'discardEdits', project: loaded.project }),
    startReview: onProject((projectId) =>
      startReview.mutate(projectId, { onSuccess: () => dispatch({ type: 'reviewStarted' }) }),
    ),
    startOver: () => {
      dispatch({ type: 'startOver' });
      setParams({});
    },
    /** Stops the model call under way; its words are given back. */
    stop: calls.stop,
    /** Runs the last call again with the same inputs. */
    retry: calls.retry,
  };

  const running = [outline.generate, outline.revise, outline.saveEdits].find((mutation) => mutation.isPending);
  const activity = running && {
    kind:
      running === outline.generate
        ? ('generate' as const)
        : running === outline.revise
          ? ('revise' as const)
          : ('rebalance' as const),
    startedAt: running.submittedAt,
  };
  const error = outline.generate.error ?? outline.revise.error ?? outline.saveEdits.error ?? startReview.error;
  return { state, dispatch, review, actions, pending: !!running, activity, isStarting: startReview.isPending, error };
}

/** What the page and its steps receive. */
export type WritingFlow = ReturnType<typeof useWritingFlow>;
