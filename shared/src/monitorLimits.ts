// The monitoring limits without the schemas: the web app's error reporter loads on every page, and
// importing them from api/monitor.ts would bring zod into the first download (issue 22, initial JS).

/** spec §9: reports leave in batches this long after the first one is queued. */
export const MONITOR_REPORT_DELAY_MS = 1000;
/** spec §9: the same error is reported at most this many times per page life. */
export const MONITOR_REPEAT_CAP = 60;
/** spec §9: a message is cut at this many characters. */
export const MONITOR_MESSAGE_MAX_CHARS = 10_240;
/** A stack is cut here: the top frames are what grouping and reading need. */
export const MONITOR_STACK_MAX_CHARS = 16_384;
/** Most events one batch carries; the reporter sends a full batch at once. */
export const MONITOR_BATCH_MAX_EVENTS = 50;
/**
 * Largest report body. 50 events with the longest message and stack fit well under it only in
 * theory; the reporter sends sooner when a batch grows past a quarter of it.
 */
export const MONITOR_REPORT_MAX_BYTES = 256 * 1024;
