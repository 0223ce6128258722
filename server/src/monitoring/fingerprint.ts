import crypto from 'node:crypto';
import { parseFrames, type StackFrame } from './stackFrames.js';

/** How many top frames tell one error from another. */
const FINGERPRINT_FRAMES = 3;

/**
 * The message with what differs between occurrences of one error taken out: origins, ids, asset
 * hashes and numbers (so "item 41" and "item 42", or one build's `index-AbC123xy.js` and the next,
 * are the same error).
 */
export function normaliseMessage(message: string): string {
  return message
    .slice(0, 1000)
    .replace(/https?:\/\/[^/\s'"]+/g, '')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<id>')
    .replace(/-[A-Za-z0-9_-]{8}\.(js|css|mjs)\b/g, '.$1')
    .replace(/\b[0-9a-f]{12,}\b/gi, '<hex>')
    .replace(/\d+/g, '<n>')
    .trim();
}

/** Where a frame is, without its line and column (they move between builds; the file and function do not). */
function frameKey(frame: StackFrame): string {
  const file = frame.file.replace(/^https?:\/\/[^/]+/, '').replace(/-[A-Za-z0-9_-]{8}\.(js|mjs)$/, '.$1');
  return `${file}#${frame.fn ?? ''}`;
}

/** The group an error belongs to: a hash of its kind, normalised message and top frames. */
export function fingerprintOf(kind: string, message: string, stack: string | null): string {
  const frames = stack ? parseFrames(stack).slice(0, FINGERPRINT_FRAMES).map(frameKey) : [];
  return crypto
    .createHash('sha256')
    .update([kind, normaliseMessage(message), ...frames].join('\n'))
    .digest('hex');
}
