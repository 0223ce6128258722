import type {
  AgentAbortRes,
  AgentPriceRes,
  AgentResumeReq,
  AgentSearchReq,
  HistoryListRes,
  ResearchSessionDto,
} from '@inkstone/shared/api/paperAgent';
import type { PaperDto } from '@inkstone/shared/api/papers';
import { V1 } from '@inkstone/shared/paths';
import type { StreamEvent } from '@inkstone/shared/sse';
import { apiGet, apiPost } from '../../lib/apiClient';
import { streamPost } from '../../lib/streamPost';
import { requestReferences } from '../library/downloadReferences';

/** Receives each event of an agent stream, in order. */
export type OnStreamEvent = (event: StreamEvent, lastEventId?: string) => void;

/** `POST /v1/workflow/paperagent/search`: step 2, streamed. */
export function streamSearch(body: AgentSearchReq, onEvent: OnStreamEvent, signal: AbortSignal): Promise<void> {
  return streamPost(V1.workflow.paperagentSearch, body, onEvent, signal);
}

/** `POST /v1/workflow/paperagent/sort/logic`: step 3 of a searched session, streamed. */
export function streamSort(id: string, onEvent: OnStreamEvent, signal: AbortSignal): Promise<void> {
  return streamPost(V1.workflow.paperagentSortLogic, { id }, onEvent, signal);
}

/**
 * `POST /v1/workflow/paperagent/resume`: replays the events of one stream of a session from the
 * start, or from after `lastEventId` (a reconnect mid-stream), then follows the run while it goes on.
 */
export function streamResume(
  body: AgentResumeReq,
  onEvent: OnStreamEvent,
  signal: AbortSignal,
  lastEventId?: string,
): Promise<void> {
  return streamPost(V1.workflow.paperagentResume, body, onEvent, signal, lastEventId);
}

/**
 * BibTeX text of one paper from `POST /v1/papers/export` (the library's exporter), for the
 * clipboard; the download of all kept papers goes through the library's exportBibtex.
 */
export async function fetchBibtexText(paper: PaperDto): Promise<string> {
  return (await requestReferences({ papers: [paper], format: 'bibtex' })).text();
}

/** `POST /v1/workflow/paperagent/abort`: stops the session's running step on the server. */
export function abortSession(id: string): Promise<AgentAbortRes> {
  return apiPost<AgentAbortRes>(V1.workflow.paperagentAbort, { id }, { notify: false });
}

/** `GET /v1/workflow/paperagent/price`: what a search costs now (free when it would run without a model). */
export function fetchSearchPrice(signal?: AbortSignal): Promise<AgentPriceRes> {
  return apiGet<AgentPriceRes>(V1.workflow.paperagentPrice, { signal });
}

/** `GET /v1/papersearch/history/list`: one page of saved sessions, newest first. */
export function fetchHistory(page: number, pageSize: number, signal?: AbortSignal): Promise<HistoryListRes> {
  return apiGet<HistoryListRes>(V1.papersearchHistory.list, { query: { page, pageSize }, signal });
}

/** `GET /v1/papersearch/history/detail`: a saved session with its full result. */
export function fetchHistoryDetail(id: string, signal?: AbortSignal): Promise<ResearchSessionDto> {
  return apiGet<ResearchSessionDto>(V1.papersearchHistory.detail, { query: { id }, signal });
}

/** `GET /v1/papersearch/history/delete`: removes a saved session (spec §7: GET with query parameters). */
export function deleteHistory(id: string): Promise<unknown> {
  return apiGet<unknown>(V1.papersearchHistory.delete, { query: { id } });
}
