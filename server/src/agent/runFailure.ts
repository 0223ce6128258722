import { ErrorCode } from '@inkstone/shared/errorCodes';
import type { ResearchSessionState } from '@inkstone/shared/api/paperAgent';
import type { RunEnv } from './runEnv.js';
import type { SessionResult } from './sessionResult.js';

/** How a run that did not finish is recorded. */
export interface Ending {
  state: ResearchSessionState;
  errorCode: string;
  errorMsg: string;
}

/** How a step stopped by its user ends. */
export const ABORTED_ENDING: Ending = {
  state: 'aborted',
  errorCode: ErrorCode.sessionAborted,
  errorMsg: 'Stopped by the user.',
};

/** Classifies why a run stopped: the user's abort, a server shutdown, or a failure (logged). */
export function endingOf(env: RunEnv, err: unknown): Ending {
  if (env.userAbort.aborted) return ABORTED_ENDING;
  if (env.ctx.shutdownSignal.aborted) {
    return {
      state: 'failed',
      errorCode: ErrorCode.serverShuttingDown,
      errorMsg: 'The server is restarting. Please run the search again in a moment.',
    };
  }
  env.log.error({ err, sessionId: env.sessionId }, 'paper-search agent run failed');
  return {
    state: 'failed',
    errorCode: ErrorCode.internal,
    errorMsg: 'Something went wrong on our side. Please retry.',
  };
}

/** Records the ending on the session (with `result`, if any) and sends it as the stream's `error` event. */
export function recordEnding(
  env: RunEnv,
  ending: Ending,
  columns: { wordsCharged?: number } = {},
  result: Partial<SessionResult> = {},
): void {
  env.recorder.end(
    { type: 'error', errorCode: ending.errorCode, errorMsg: ending.errorMsg },
    { state: ending.state, errorMsg: ending.errorMsg, ...columns },
    result,
  );
}
