import type { Answer } from './sendRequest.js';

/**
 * What an operation answers when it succeeds. Everything answers the JSON envelope on failure; most
 * answer it on success too. The others are declared by the tests that use these checks, each with
 * why: a stream, a file download, or image bytes.
 */
export type ResponseKind =
  | { kind: 'envelope' }
  | { kind: 'stream'; why: string }
  | { kind: 'file'; why: string; contentType: RegExp }
  | { kind: 'image'; why: string };

const ERROR_CODE = /^[a-z][a-z0-9_]*$/;

/** Why `answer` is not an envelope, or undefined when it is one (and its status agrees with it). */
export function envelopeProblem(answer: Answer): string | undefined {
  if (!answer.contentType.includes('application/json')) return `content-type ${answer.contentType || 'none'}, not JSON`;
  const body = answer.json;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'body is not a JSON object';
  const env = body as Record<string, unknown>;
  if (typeof env.success !== 'boolean') return '`success` is not a boolean';
  if (env.success) {
    if (answer.status < 200 || answer.status > 299) return `success: true with status ${answer.status}`;
    if (!('data' in env)) return 'success without `data`';
    return undefined;
  }
  if (answer.status < 400) return `success: false with status ${answer.status}`;
  if (typeof env.errorMsg !== 'string' || env.errorMsg === '') return '`errorMsg` is not a non-empty string';
  if (typeof env.errorCode !== 'string' || !ERROR_CODE.test(env.errorCode))
    return '`errorCode` is not a snake_case string';
  return undefined;
}

function streamProblem(answer: Answer): string | undefined {
  if (answer.status !== 200) return `stream with status ${answer.status}`;
  const events = answer.events ?? [];
  // A reconnect whose Last-Event-ID is at or past a finished stream's last event has nothing to replay.
  if (events.length === 0) return undefined;
  const unparsable = events.find((e) => e.type === 'unparsable');
  if (unparsable) return `unparsable stream event ${JSON.stringify(unparsable)}`;
  const internal = events.find((e) => e.type === 'error' && e.errorCode === 'internal_error');
  if (internal) return `stream event error internal_error: ${JSON.stringify(internal)}`;
  const last = events.at(-1)!;
  if (last.type !== 'done' && last.type !== 'error') return `stream ended without done or error (last: ${last.type})`;
  return undefined;
}

/** Why the answer breaks the rules (status < 500, the envelope or the declared kind), or undefined. */
export function answerProblem(answer: Answer, expected: ResponseKind): string | undefined {
  if (answer.isTimedOut) return 'no answer in time';
  if (answer.status >= 500) return `status ${answer.status}`;
  const isJson = answer.contentType.includes('application/json');
  if (expected.kind === 'envelope' || isJson) return envelopeProblem(answer);
  switch (expected.kind) {
    case 'stream':
      return answer.contentType.includes('text/event-stream')
        ? streamProblem(answer)
        : `content-type ${answer.contentType}, not a stream or an envelope`;
    case 'file':
      if (answer.status !== 200) return `file with status ${answer.status}`;
      if (!expected.contentType.test(answer.contentType)) return `file of type ${answer.contentType}`;
      if (
        !/^(attachment|inline); filename="[^"\r\n]+"(; filename\*=UTF-8''[A-Za-z0-9%._~!$&+^`|-]+)?$/.test(
          answer.headers['content-disposition'] ?? '',
        )
      )
        return `content-disposition ${answer.headers['content-disposition']}`;
      return undefined;
    case 'image':
      if (answer.status !== 200 || !/^image\//.test(answer.contentType))
        return `image answer ${answer.status} ${answer.contentType}`;
      return undefined;
  }
}
