import { SortStatus, type AgentModelStep, type AgentPaper, type StepWithoutAi } from '@inkstone/shared/api/paperAgent';
import type { AgentStreamDone } from '@inkstone/shared/api/paperAgentStream';
import type { Language } from '@inkstone/shared/constants';
import { endingOf, recordEnding } from '../runFailure.js';
import { FailureNotes } from '../failureNotes.js';
import type { RunEnv } from '../runEnv.js';
import { groupStep, mergeStep, skeletonStep } from './sortSteps.js';

/** A sort run: the session's topic, its kept papers, the UI language, and what the search ran without AI. */
export interface SortJob {
  topic: string;
  bibList: AgentPaper[];
  language: Language;
  searchWithoutAi: StepWithoutAi[];
}

const SORT_STEPS = new Set<AgentModelStep>(['group', 'skeleton', 'merge']);

/**
 * Step 3 of a session in the background: Connected → GroupPapers → InitSkeleton → MergeSkeleton →
 * Finished, each emitted and saved as it completes, then `done`. Its model work is part of the
 * search's price (nothing more is charged). A failure keeps the session's search result
 * (state back to `searched`, the error noted). Never throws.
 */
export async function runSort(env: RunEnv<'sort'>, job: SortJob): Promise<void> {
  const { recorder } = env;
  const notes = new FailureNotes(env.model);
  try {
    recorder.progress(SortStatus.Connected, { id: env.sessionId, usesAi: !!env.model });
    const keys = job.bibList.map((p) => p.bibkey);
    const papers = new Map(job.bibList.map((p) => [p.bibkey, p]));

    const { groups } = await groupStep(env.model, job.topic, job.bibList, job.language);
    env.signal.throwIfAborted();
    const groupPapers = groups.map((g) => ({ name: g.name, bibkey: g.bibkey }));
    recorder.save({ sortStatus: SortStatus.GroupPapers }, { groupPapers });
    recorder.progress(SortStatus.GroupPapers, { groupPapers, ...notes.take('group') });

    const { skeletons } = await skeletonStep(env.model, job.topic, groups, papers, job.language);
    env.signal.throwIfAborted();
    recorder.save({ sortStatus: SortStatus.InitSkeleton }, { initSkeletons: skeletons });
    recorder.progress(SortStatus.InitSkeleton, { initSkeletons: skeletons, ...notes.take('skeleton') });

    const { merged } = await mergeStep(env.model, job.topic, skeletons, keys, job.language);
    env.signal.throwIfAborted();
    recorder.save({ sortStatus: SortStatus.MergeSkeleton }, { mergedSkeleton: merged });
    recorder.progress(SortStatus.MergeSkeleton, { mergedSkeleton: merged, ...notes.take('merge') });

    const errorMsg = notes.message();
    const withoutAi = notes.all();
    recorder.progress(SortStatus.Finished, { mergedSkeleton: merged });
    const usesAi = env.model?.hasUsedAnswers ?? false;
    const done: AgentStreamDone = { id: env.sessionId, usesAi, wordsCharged: 0, withoutAi, errorMsg };
    recorder.end(
      { type: 'done', data: done },
      { state: 'finished', sortStatus: SortStatus.Finished, ...(errorMsg ? { errorMsg } : {}) },
      // The search's notes stay; a sort run again replaces its own.
      { withoutAi: [...job.searchWithoutAi.filter((n) => !SORT_STEPS.has(n.step)), ...withoutAi] },
    );
  } catch (err) {
    const ending = endingOf(env, err);
    // The search result stays usable: a failed or aborted sort can be run again.
    recordEnding(env, { ...ending, state: ending.state === 'failed' ? 'searched' : ending.state });
  }
}
