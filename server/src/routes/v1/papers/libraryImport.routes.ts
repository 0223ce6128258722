import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LIBRARY_IMPORT_MAX_BYTES, LibraryImportReq, LibraryImportRes } from '@inkstone/shared/api/papers';
import { envelopeOf } from '@inkstone/shared/envelope';
import { V1 } from '@inkstone/shared/paths';
import type { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { PayloadTooLargeError, ValidationError } from '../../../errors.js';
import { cleanText } from '../../../lib/cleanText.js';
import { importToLibrary } from '../../../papers/libraryImport.service.js';
import { ok } from '../../ok.js';
import { routeSchema } from '../../routeSchema.js';

// JSON escaping can double a file's size (every quote, backslash and newline), so the JSON body may be
// larger than the file; the file itself is measured after parsing.
const JSON_BODY_LIMIT = 2 * LIBRARY_IMPORT_MAX_BYTES + 64 * 1024;

const tooLarge = () => PayloadTooLargeError('Reference files can be at most 5 MB.');

function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw ValidationError(`${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'is invalid'}`);
}

/** A multipart upload: a `format` field, then the `file` part. */
async function readMultipart(req: FastifyRequest): Promise<{ format: unknown; content: string }> {
  let format: unknown;
  for await (const part of req.parts()) {
    if (part.type === 'field' && part.fieldname === 'format') format = part.value;
    if (part.type === 'file' && part.fieldname === 'file') {
      const bytes = await part.toBuffer().catch((error: unknown) => {
        if (part.file.truncated || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        throw error;
      });
      return { format, content: cleanText(bytes.toString('utf8')) };
    }
  }
  throw ValidationError('file: a BibTeX, RIS or CSL-JSON file is required');
}

/**
 * Imports a reference file into the library: JSON `{format, content}` or a multipart upload (a
 * `format` field before the `file` part). Each entry is reported (imported, already there, or why it
 * failed); everything that imports is written in one transaction.
 */
export async function registerLibraryImportRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: LIBRARY_IMPORT_MAX_BYTES, files: 1, fields: 2 } });
    scope.post(
      V1.papers.libraryImport,
      {
        onRequest: [app.requireAbility('manage', 'own_content')],
        bodyLimit: JSON_BODY_LIMIT,
        schema: {
          ...routeSchema('papers'),
          description: `JSON ${JSON.stringify(Object.keys(LibraryImportReq.shape))} or multipart/form-data (format, file); files up to 5 MB.`,
          response: { 200: envelopeOf(LibraryImportRes) },
        },
      },
      async (req) => {
        const body = parseOrThrow(LibraryImportReq, req.isMultipart() ? await readMultipart(req) : req.body);
        if (Buffer.byteLength(body.content, 'utf8') > LIBRARY_IMPORT_MAX_BYTES) throw tooLarge();
        return ok(await importToLibrary(ctx, req.user.id, body));
      },
    );
  });
}
