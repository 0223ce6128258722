import { cleanStrings } from '../../lib/cleanText.js';
import { SourceError } from './sourceError.js';

// A JSON escape that parses into text PostgreSQL cannot store: NUL, or a surrogate (maybe lone).
const UNSTORABLE_ESCAPE = /\\u(0000|[dD][89a-fA-F])/;

/**
 * Parses a source's JSON body; a body that is not JSON is an `invalid_response` failure. Records
 * with NUL or lone surrogates (seen in OpenAlex abstracts) are cleaned by the text rule
 * (lib/cleanText.ts); the scan is skipped for the common body that has no such escape.
 */
export function parseJson<T>(source: string, body: string): T {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new SourceError(source, 'invalid_response', 'answer is not JSON');
  }
  return (UNSTORABLE_ESCAPE.test(body) ? cleanStrings(parsed) : parsed) as T;
}
