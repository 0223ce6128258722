/** One live request of the flow and the id its events carry. */
export interface LiveRequest {
  id: number;
  signal: AbortSignal;
}

/**
 * The flow's "current abort controller" (spec §3 UI state). spec §4: creating a new one cancels the
 * previous request. Ids start at 1 and only grow, so the reducer can drop a cancelled request's events.
 */
export class RequestSlot {
  private controller: AbortController | null = null;
  private lastId = 0;

  /** Cancels the request in flight, if any, and opens the next one. */
  next(): LiveRequest {
    this.cancel();
    this.controller = new AbortController();
    this.lastId += 1;
    return { id: this.lastId, signal: this.controller.signal };
  }

  /** Cancels the request in flight, if any. */
  cancel(): void {
    this.controller?.abort();
    this.controller = null;
  }
}
