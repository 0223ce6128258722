import fs from 'node:fs';

/** A reply the fake scholarly services send: a status, headers and body, or silence (`hang`). */
export type FakeReply = { status?: number; headers?: Record<string, string>; body?: string } | { hang: true };

/** A request one of the fake services received. */
export interface FakeRequest {
  method: string;
  /** Path below the service prefix, decoded, e.g. `/works/W2162348455`. */
  path: string;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  /** Date.now() when the request arrived. */
  receivedAt: number;
}

/** Maps a request to the recorded reply that answers it, or null when it is not handled. */
export type FakeRoute = (request: FakeRequest) => FakeReply | null;

const FIXTURES = new URL('../fixtures/', import.meta.url);

/** A recorded body from server/src/test/fixtures/<service>/ (copied from shared/fixtures with PROVENANCE.md). */
export function fixtureText(service: string, file: string): string {
  return fs.readFileSync(new URL(`${service}/${file}`, FIXTURES), 'utf8');
}

/** A reply with a recorded body; the status and content type are those the recording shows. */
export function fixtureReply(service: string, file: string, status = 200, contentType = 'application/json'): FakeReply {
  return { status, headers: { 'content-type': contentType }, body: fixtureText(service, file) };
}
