import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UploadFilesRes } from '@inkstone/shared/api/file';
import { EntityId } from '@inkstone/shared/api/textEditor';
import { envelopeOf } from '@inkstone/shared/envelope';
import { ErrorCode } from '@inkstone/shared/errorCodes';
import { V1 } from '@inkstone/shared/paths';
import type { AppContext } from '../../../context.js';
import * as foldersRepo from '../../../db/repos/fileFolders.js';
import * as filesRepo from '../../../db/repos/knowledgeFiles.js';
import type { KnowledgeFileRow } from '../../../db/schema/index.js';
import { AppError, NotFoundError, ValidationError } from '../../../errors.js';
import { discardUploads, presentUploaded, storeUpload } from '../../../knowledge/upload.service.js';
import { BlobRangeError } from '../../../storage/blobErrors.js';
import { attachment } from '../../attachment.js';
import { ok } from '../../ok.js';
import { routeSchema } from '../../routeSchema.js';

const UPLOAD_DESCRIPTION =
  'multipart/form-data: a `folderId` field (uploadFiles only), then one or more `file` parts. Each file is streamed to storage; its type is read from its bytes (415 otherwise); the per-file limit and the quota give 413.';

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` of a Range header; undefined when there is none or it is not one range. */
function rangeOf(header: string | undefined, size: number): { start: number; end?: number } | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (!match[1] && !match[2])) return undefined;
  if (!match[1]) return { start: Math.max(0, size - Number(match[2])) };
  return { start: Number(match[1]), ...(match[2] ? { end: Number(match[2]) } : {}) };
}

/** Streams every file part of an upload into storage; on any failure the files it already stored are taken back. */
async function receiveUpload(ctx: AppContext, req: FastifyRequest, toRoot: boolean): Promise<KnowledgeFileRow[]> {
  const stored: KnowledgeFileRow[] = [];
  let folderId: string | null | undefined = toRoot ? null : undefined;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        if (toRoot || part.fieldname !== 'folderId') continue;
        const raw = typeof part.value === 'string' ? part.value.trim() : '';
        if (!raw) folderId = null;
        else if (!EntityId.safeParse(raw).success) throw ValidationError('folderId: must be a valid id');
        else if (!(await foldersRepo.findLive(ctx.db, req.user.id, raw))) throw NotFoundError('Folder');
        else folderId = raw;
        continue;
      }
      if (folderId === undefined) throw ValidationError('folderId: send the folderId field before the files');
      stored.push(await storeUpload(ctx, req.user.id, { fileName: part.filename, source: part.file, folderId }));
    }
  } catch (err) {
    await discardUploads(ctx, stored);
    throw err;
  }
  if (stored.length === 0) throw ValidationError('file: at least one file is required');
  return stored;
}

/** Uploads (streamed, never held whole) and downloads (with byte ranges, for reading a PDF at a page). */
export async function registerFileTransferRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    // One byte over our own limit: storage stops the stream first and says which limit it was.
    await scope.register(multipart, {
      limits: { fileSize: ctx.env.FILE_MAX_BYTES + 1, files: 20, fields: 2, fieldSize: 200 },
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const common = { onRequest: [app.requireAbility('manage', 'own_content')] };
    const uploadSchema = {
      ...routeSchema('file', { description: UPLOAD_DESCRIPTION }),
      response: { 200: envelopeOf(UploadFilesRes) },
    };
    r.post(V1.file.uploadFiles, { ...common, schema: uploadSchema }, async (req) =>
      ok(presentUploaded(await receiveUpload(ctx, req, false))),
    );
    r.post(V1.file.uploadFilesNoFolder, { ...common, schema: uploadSchema }, async (req) =>
      ok(presentUploaded(await receiveUpload(ctx, req, true))),
    );
    r.get(
      V1.file.downloadFile,
      {
        ...common,
        // Stored files go out as stored: most are compressed formats, and Range offsets count stored bytes.
        compress: false,
        schema: {
          ...routeSchema('file', {
            description: 'The file itself with its original name; `Range` gives part of it (206).',
          }),
          querystring: z.object({ id: EntityId, inline: z.enum(['0', '1']).optional() }),
        },
      },
      async (req, reply) => {
        const file = await filesRepo.findLive(ctx.db, req.user.id, req.query.id);
        if (!file) throw NotFoundError('File');
        const range = rangeOf(req.headers.range, file.size);
        const blob = await ctx.blobs.getStream(file.blobKey, range).catch((err: unknown) => {
          if (err instanceof BlobRangeError)
            throw new AppError(416, ErrorCode.validation, `Range: outside the file (${err.size} bytes).`);
          throw err;
        });
        if (!blob) throw NotFoundError('File', 'The file’s bytes are missing from storage.');
        const disposition = attachment(file.name);
        reply
          .header('Content-Type', file.mime)
          .header(
            'Content-Disposition',
            req.query.inline === '1' ? disposition.replace(/^attachment/, 'inline') : disposition,
          )
          .header('Content-Length', String(blob.end - blob.start + 1))
          .header('Accept-Ranges', 'bytes')
          .header('X-Content-Type-Options', 'nosniff')
          .header('Cache-Control', 'private, no-store');
        if (range) reply.code(206).header('Content-Range', `bytes ${blob.start}-${blob.end}/${blob.size}`);
        return reply.send(blob.body);
      },
    );
  });
}
