import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ProseMirrorDoc, SyncReq } from '@inkstone/shared/api/textEditor';
import { ErrorCode } from '@inkstone/shared/errorCodes';
import { BadRequestError } from '../errors.js';
import { DocumentJson } from './documentCodec.js';
import { JsonBytesError, JsonBytesReader } from './jsonBytesReader.js';
import { PlainTextJson } from './plainTextJson.js';

/** Levels of a document built for validation: the doc, its list of blocks, and each block. */
const OUTLINE_LEVELS = 3;

/** A document as the bytes it arrived in, with its top levels built (see ProseMirrorDoc) for checks. */
export class RawDocument {
  constructor(
    readonly json: DocumentJson,
    readonly outline: unknown,
  ) {}
}

/**
 * Reads a `sync` body. Every member is built as JSON.parse would build it except `content`, which
 * is checked against the JSON grammar but kept as its bytes, and a string `plainText`, kept as the
 * bytes inside its quotes: a large document parses into a great many objects, and building,
 * re-serialising and collecting them was most of a save's time (decisions/009); the server never
 * looks inside a document below its top-level blocks, and decodes only the pieces of the text a
 * save rewrites.
 */
export function parseSyncBody(body: Buffer): Record<string, unknown> | null {
  const reader = new JsonBytesReader(body);
  try {
    const parsed = reader.readObject((key) => {
      if (key === 'plainText') {
        const text = reader.readRawString();
        return text ? new PlainTextJson(text) : reader.readValue(Infinity);
      }
      if (key !== 'content') return reader.readValue(Infinity);
      const start = reader.skipWhitespace();
      const outline = reader.readValue(OUTLINE_LEVELS);
      // Compression starts now, while the rest of the body (the plain text) is read and checked.
      return new RawDocument(new DocumentJson(body.subarray(start, reader.pos)), outline);
    });
    reader.expectEnd();
    return parsed;
  } catch (err) {
    if (!(err instanceof JsonBytesError)) throw err;
    throw BadRequestError(ErrorCode.malformedJson, `The request body is not valid JSON: ${err.message}.`);
  }
}

/** A `content` member read by parseSyncBody: its outline must be a ProseMirrorDoc; yields its JSON. */
const RawDocumentField = z
  .custom<RawDocument>((value) => value instanceof RawDocument, 'is required')
  .superRefine((doc, ctx) => {
    const checked = ProseMirrorDoc.safeParse(doc.outline);
    for (const issue of checked.error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
  })
  .transform((doc) => doc.json)
  .meta({ type: 'object', description: 'The ProseMirror document: `{ "type": "doc", "content": [ …blocks ] }`.' });

/** A `plainText` member read by parseSyncBody: anything but a string is what the reader built. */
const PlainTextField = z
  .custom<PlainTextJson>((value) => value instanceof PlainTextJson, 'must be a string')
  .meta({ type: 'string', description: 'The plain text of the document, for search and the word count.' });

/** The `sync` body schema for bodies read by parseSyncBody: the document and text arrive as their JSON. */
export const SyncBody = SyncReq.extend({ content: RawDocumentField, plainText: PlainTextField });

/** Makes JSON bodies in `scope` go through parseSyncBody instead of Fastify's JSON.parse. */
export function useSyncBodyParser(scope: FastifyInstance): void {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => {
    try {
      done(null, parseSyncBody(body as Buffer));
    } catch (err) {
      done(err as Error, undefined);
    }
  });
}
