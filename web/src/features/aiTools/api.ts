import type { PolishBySuggestionReq, RewriteSseReq, ToolReq } from '@inkstone/shared/api/workflow';
import { V1 } from '@inkstone/shared/paths';
import type { StreamEvent } from '@inkstone/shared/sse';
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

/**
 * POSTs a streaming workflow call and hands each event of its answer to `onEvent`. Rejects as
 * readSse does: SseHttpError for a refusal before the first byte (auth, balance, no model),
 * SseStreamBrokenError for a cut stream, the abort reason when `signal` aborts.
 */
export function streamAiTool(
  request: AiStreamRequest,
  onEvent: (event: StreamEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  return streamPost(PATHS[request.kind], request.body, onEvent, signal);
}
