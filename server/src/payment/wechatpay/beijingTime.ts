const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * RFC 3339 in China Standard Time, seconds precision (`2018-06-08T10:34:56+08:00`): the form the
 * API documents for `time_expire` and uses in `success_time`.
 */
export function toBeijingRfc3339(at: Date): string {
  const shifted = new Date(Math.floor(at.getTime() / 1000) * 1000 + BEIJING_OFFSET_MS);
  return `${shifted.toISOString().slice(0, 19)}+08:00`;
}
