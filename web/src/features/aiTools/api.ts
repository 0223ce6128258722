import {
  ToolStreamDone,
  type PolishBySuggestionReq,
  type RewriteSseReq,
  type ToolReq,
} from '@inkstone/shared/api/workflow';
import { V1 } from '@inkstone/shared/paths';
import type { DoneEvent, StreamEvent } from '@inkstone/shared/sse';
import { readStreamData } from '../../lib/readStreamData';
import { streamPost } from '../../lib/streamPost';

/** One streamed AI operation: which endpoint, with which body. */
export type AiStreamRequest =
  | { kind: 'rewrite'; body: RewriteSseReq }
  | { kind: 'suggestion'; body: ToolReq }
  | { kind: 'polishBySuggestion'; body: PolishBySuggestionReq }
  | { kind: 'outline'; body: ToolReq };

const PATHS: Record<AiStreamRequest['kind'], string> = {
  rewrite: V1.workflow.polishSse,
  suggestion: V1.workflow.suggestionSse,
  polishBySuggestion: V1.workflow.polishBySuggestionSse,
  outline: V1.workflow.outlineSuggestion,
};

/** An event of an AI tool stream; the `done` summary is read here, once (undefined when unreadable). */
export type AiStreamEvent = Exclude<StreamEvent, DoneEvent> | DoneEvent<ToolStreamDone | undefined>;

/**
 * POSTs a streaming workflow call and hands each event of its answer to `onEvent`. Rejects as
 * readSse does: SseHttpError for a refusal before the first byte (auth, balance, no model),
 * SseStreamBrokenError for a cut stream, the abort reason when `signal` aborts.
 */
export function streamAiTool(
  request: AiStreamRequest,
  onEvent: (event: AiStreamEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  const read = (event: StreamEvent): AiStreamEvent =>
    event.type === 'done'
      ? { type: 'done', data: readStreamData(ToolStreamDone, event.data, 'done event of an AI tool stream') }
      : event;
  return streamPost(PATHS[request.kind], request.body, (event) => onEvent(read(event)), signal);
}
