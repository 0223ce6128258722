import { SourceError } from './sourceError.js';

/** Parses a source's JSON body; a body that is not JSON is an `invalid_response` failure. */
export function parseJson<T>(source: string, body: string): T {
  try {
    return JSON.parse(body) as T;
  } catch {
    throw new SourceError(source, 'invalid_response', 'answer is not JSON');
  }
}
