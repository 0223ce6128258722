import fc from 'fast-check';
import { HOSTILE_STRINGS, hostileString } from './hostileStrings.js';
import type { Operation } from './operations.js';
import { arbitraryFromSchema, type ArbitraryOptions, type JsonSchema, type ValueMode } from './schemaArbitrary.js';

/** A request as it goes on the wire; `body` is the exact bytes or text sent. */
export interface FuzzRequest {
  method: string;
  /** Path and query, percent-encoded. */
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

export interface RequestOptions extends Omit<ArbitraryOptions, 'mode'> {
  /** A body schema for an operation whose document entry has none (e.g. one that also takes multipart). */
  bodySchema?: JsonSchema;
  /** Multipart bodies to send now and then, for upload routes. */
  multipart?: fc.Arbitrary<{ contentType: string; body: Buffer }>;
  /** Only valid-shaped requests (no broken mode, no multipart): for sweeps that must reach handlers. */
  isValidOnly?: boolean;
}

/**
 * Percent-encodes text for a URL. Unlike encodeURIComponent it does not throw on a lone surrogate:
 * it sends the surrogate's three-byte (WTF-8) form, as a hostile client would.
 */
export function percentEncode(text: string): string {
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (/^[A-Za-z0-9\-_.~]$/.test(ch)) out += ch;
    else if (cp >= 0xd800 && cp <= 0xdfff) {
      const bytes = [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)];
      out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else out += encodeURIComponent(ch);
  }
  return out;
}

/** A value as query-string text. */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

/** Header values a client can send (visible ASCII): hostile ones for the headers the server reads. */
const headerText = () =>
  fc.oneof(
    fc.constantFrom(...HOSTILE_STRINGS.filter((s) => /^[\x20-\x7e]*$/.test(s))),
    fc.stringMatching(/^[\x21-\x7e]{0,80}$/),
  );

const OPTIONAL_HEADERS = ['last-event-id', 'x-request-id', 'accept-language', 'x-forwarded-for'];

/** JSON bodies a strict parser must refuse without failing. */
const malformedJson = (): fc.Arbitrary<string | Buffer> =>
  fc.oneof(
    fc.constantFrom(
      '',
      '{',
      '{"a":',
      '[1,2',
      'nul',
      '{"a":1}}',
      "{'a':1}",
      '{"a":1,}',
      '\u0000',
      '{"\\ud800":"\\u0000"}',
    ),
    fc.constant('['.repeat(5000) + ']'.repeat(5000)),
    fc.constant(`{"text":"${'\\u0000'.repeat(1000)}"}`),
    // Invalid UTF-8 inside a string, and a byte order mark.
    fc.constant(
      Buffer.concat([Buffer.from('{"text":"'), Buffer.from([0xff, 0xfe, 0xc0, 0xed, 0xa0, 0x80]), Buffer.from('"}')]),
    ),
    fc.constant(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"text":"bom"}')])),
    hostileString(200),
  );

/** A broken query may come out as a non-object: it then has no members (extras still apply). */
const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

function pathOf(op: Operation, values: Record<string, string>): string {
  return op.path.replace(/\{([^}]+)\}/g, (_, name: string) => percentEncode(values[name] ?? ''));
}

function queryOf(values: Record<string, unknown>, extras: Array<[string, string]>): string {
  const pairs: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    // An array is sent as a repeated key, the way forms and most clients send lists.
    if (Array.isArray(value)) for (const v of value) pairs.push([key, asText(v)]);
    else pairs.push([key, asText(value)]);
  }
  pairs.push(...extras);
  if (pairs.length === 0) return '';
  return `?${pairs.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`).join('&')}`;
}

function paramsSchema(params: Operation['queryParams']): JsonSchema {
  return {
    type: 'object',
    properties: Object.fromEntries(params.map((p) => [p.name, p.schema])),
    required: params.filter((p) => p.required).map((p) => p.name),
    additionalProperties: false,
  };
}

interface BodyChoice {
  body?: string | Buffer;
  contentType?: string;
}

function bodyArbitrary(op: Operation, mode: ValueMode, options: RequestOptions): fc.Arbitrary<BodyChoice> {
  const schema = op.body ?? options.bodySchema;
  const choices: Array<{ weight: number; arbitrary: fc.Arbitrary<BodyChoice> }> = [];
  if (schema) {
    const json = arbitraryFromSchema(schema, { ...options, mode }).map((value) => ({
      body: JSON.stringify(value) ?? 'null',
      contentType: 'application/json',
    }));
    choices.push({ weight: 12, arbitrary: json });
  }
  if (options.multipart && !(options.isValidOnly && schema)) {
    choices.push({ weight: schema ? 3 : 12, arbitrary: options.multipart });
  }
  if (mode === 'broken' || choices.length === 0) {
    choices.push(
      { weight: 2, arbitrary: malformedJson().map((body) => ({ body, contentType: 'application/json' })) },
      { weight: 1, arbitrary: fc.constant({}) },
      {
        weight: 1,
        arbitrary: fc
          .tuple(
            fc.constantFrom(
              'text/plain',
              'application/x-www-form-urlencoded',
              'application/xml',
              'application/json; charset=latin1',
            ),
            hostileString(100),
          )
          .map(([contentType, body]) => ({ body, contentType })),
      },
    );
  }
  return fc.oneof(...choices);
}

/**
 * Requests for one operation: path parameters, query and body generated from the document's schemas
 * (three in four valid-shaped, one in four broken), now and then with hostile headers the server reads.
 */
export function requestArbitrary(op: Operation, options: RequestOptions = {}): fc.Arbitrary<FuzzRequest> {
  const mode = options.isValidOnly
    ? fc.constant<ValueMode>('valid')
    : fc.oneof(
        { weight: 3, arbitrary: fc.constant<ValueMode>('valid') },
        { weight: 1, arbitrary: fc.constant<ValueMode>('broken') },
      );
  return mode.chain((m) => {
    const valueOptions = { ...options, mode: m };
    const pathValues = arbitraryFromSchema(paramsSchema(op.pathParams), { ...valueOptions, mode: 'valid' }).chain(
      (valid) =>
        // A path segment is text whatever the schema says; broken runs send hostile text there.
        m === 'broken'
          ? fc
              .dictionary(fc.constantFrom(...op.pathParams.map((p) => p.name), '_'), hostileString(300), { maxKeys: 2 })
              .map((hostile) => ({ ...(valid as object), ...hostile }))
          : fc.constant(valid as object),
    );
    const queryValues = arbitraryFromSchema(paramsSchema(op.queryParams), valueOptions);
    const extras =
      m === 'broken'
        ? fc.array(
            fc.tuple(fc.constantFrom(...op.queryParams.map((p) => p.name), 'unknown', '__proto__'), hostileString(200)),
            {
              maxLength: 2,
            },
          )
        : fc.constant<Array<[string, string]>>([]);
    const headers = fc.dictionary(fc.constantFrom(...OPTIONAL_HEADERS), headerText(), {
      maxKeys: m === 'broken' ? 3 : 1,
    });
    const hasBody = op.method !== 'GET' && op.method !== 'DELETE';
    const body = hasBody ? bodyArbitrary(op, m, options) : fc.constant<BodyChoice>({});
    return fc
      .record({ pathValues, queryValues, extras, headers, body })
      .map(({ pathValues, queryValues, extras, headers, body: b }) => ({
        method: op.method,
        url: pathOf(op, pathValues as Record<string, string>) + queryOf(asRecord(queryValues), extras),
        headers: b.contentType ? { ...headers, 'content-type': b.contentType } : headers,
        ...(b.body !== undefined ? { body: b.body } : {}),
      }));
  });
}

/** The request as text a person can replay: method, URL, headers and the body with every odd character escaped. */
export function describeRequest(req: FuzzRequest): string {
  const body =
    req.body === undefined
      ? ''
      : Buffer.isBuffer(req.body)
        ? `\nbody (base64, ${req.body.length} bytes): ${req.body.toString('base64').slice(0, 2000)}`
        : `\nbody (JSON string of the text sent, ${req.body.length} chars): ${JSON.stringify(req.body.length > 2000 ? `${req.body.slice(0, 2000)}…` : req.body)}`;
  return `${req.method} ${req.url.length > 2000 ? `${req.url.slice(0, 2000)}…` : req.url}\nheaders: ${JSON.stringify(req.headers)}${body}`;
}
