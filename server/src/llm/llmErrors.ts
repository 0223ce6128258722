import type { StructuredMode } from '@inkstone/shared/api/modelSettings';
import { ErrorCode } from '@inkstone/shared/errorCodes';
import { ServiceUnavailableError, type AppError } from '../errors.js';

/** 503 llm_not_configured: no model is connected; the message says how to connect one. */
export const LlmNotConfiguredError = (detail = 'No AI model is connected yet.'): AppError =>
  ServiceUnavailableError(
    ErrorCode.llmNotConfigured,
    `${detail} An administrator can connect one on the admin page (Model settings), or set LLM_BASE_URL, ` +
      'LLM_MODEL and LLM_API_KEY in the server environment.',
  );

/** A model call that failed after it started: upstream refusal, timeout, stall or broken connection. */
export class LlmCallError extends Error {
  constructor(
    readonly errorCode: string,
    message: string,
    /** The upstream HTTP status, when there was one. */
    readonly upstreamStatus?: number,
  ) {
    super(message);
    this.name = 'LlmCallError';
  }
}

/** The caller aborted the call (client gone, server shutting down); not an upstream failure. */
export class LlmAbortedError extends Error {
  constructor(readonly reason: unknown) {
    super('The model call was aborted.');
    this.name = 'LlmAbortedError';
  }
}

/**
 * A structured step whose answer did not fit its schema, also after the one retry that showed the
 * model what was wrong. Never papered over: the caller says the step could not use the model.
 */
export class StructuredOutputError extends Error {
  readonly errorCode = ErrorCode.modelOutputInvalid;

  constructor(
    /** The step that asked (e.g. `agent.filter`). */
    readonly step: string,
    readonly mode: StructuredMode,
    /** What was wrong with the last answer. */
    readonly problem: string,
  ) {
    super(`The model's answer for ${step} could not be read (${mode}, after one corrected retry): ${problem}`);
    this.name = 'StructuredOutputError';
  }
}
