import { useCallback, useEffect, useReducer } from 'react';
import { useSearchParams } from 'react-router';
import type { GenerateOutlineReq, WritingProjectDto } from '@inkstone/shared/api/writing';
import type { z } from 'zod';
import { editedOutline } from './outlineDraft';
import { useGenerateReview, useOutlineMutations, useWritingProject } from './queries';
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
  // One failure is shown at a time: the latest call's. Step 2 and 3 calls need the open project.
  const run = (call: (projectId: string) => void) => () => {
    mutations.forEach((mutation) => mutation.reset());
    if (openId) call(openId);
  };
  const actions = {
    generate: (body: z.input<typeof GenerateOutlineReq> & { reviewText?: string }) => {
      mutations.forEach((mutation) => mutation.reset());
      outline.generate.mutate(body, { onSuccess: onOutline });
    },
    // `onRevised` lets a caller (an applied suggestion) react once the new outline is in.
    revise: (instruction: string, onRevised?: () => void) =>
      run((id) =>
        outline.revise.mutate(
          { projectId: id, instruction },
          {
            onSuccess: (project) => {
              onOutline(project);
              onRevised?.();
            },
          },
        ),
      )(),
    saveEdits: run((id) =>
      outline.saveEdits.mutate({ projectId: id, outline: editedOutline(draft) }, { onSuccess: onOutline }),
    ),
    discardEdits: () => loaded && dispatch({ type: 'discardEdits', project: loaded.project }),
    startReview: run((id) => startReview.mutate(id, { onSuccess: () => dispatch({ type: 'reviewStarted' }) })),
    startOver: () => {
      dispatch({ type: 'startOver' });
      setParams({});
    },
  };

  const pending = outline.generate.isPending || outline.revise.isPending || outline.saveEdits.isPending;
  const error = outline.generate.error ?? outline.revise.error ?? outline.saveEdits.error ?? startReview.error;
  return { state, dispatch, review, actions, pending, isStarting: startReview.isPending, error };
}

/** What the page and its steps receive. */
export type WritingFlow = ReturnType<typeof useWritingFlow>;
