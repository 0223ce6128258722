import { randomBytes } from 'node:crypto';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@inkstone/shared/errorCodes';
import { V1 } from '@inkstone/shared/paths';
import type { AppContext } from '../../../context.js';
import { AppError, NotFoundError, ValidationError } from '../../../errors.js';
import { localDiskStorage } from '../../../storage/localDiskStorage.js';
import { sniffImageType } from '../../../notes/imageType.js';

/** Largest accepted image. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const IMAGE_ID = /^[0-9a-f]{32}$/;

/**
 * Editor images. Upload needs a signed-in user; fetching does not, because an <img> cannot send a
 * bearer header. The id is 128 random bits, so the URL itself is the capability: it cannot be guessed,
 * only shared — the same model as the note that embeds it. The bytes never change under an id, so
 * they are cached as immutable, and served with their sniffed type and nosniff so a browser never
 * reads them as anything but that image.
 */
export async function registerImageRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const storage = localDiskStorage(path.join(ctx.env.DATA_DIR, 'files'));
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 0 } });

    scope.post(
      V1.textEditor.uploadImage,
      {
        onRequest: [app.requireAbility('manage', 'own_content')],
        schema: { tags: ['textEditor'], security: [{ bearer: [] }] },
      },
      async (req) => {
        const file = await req.file().catch(() => undefined);
        if (!file) throw ValidationError('file: an image file is required');
        const bytes = await file.toBuffer().catch((error: unknown) => {
          if (file.file.truncated || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
            throw new AppError(413, ErrorCode.payloadTooLarge, 'Images can be at most 5 MB.');
          }
          throw error;
        });
        if (!sniffImageType(bytes)) throw ValidationError('file: only PNG, JPEG, GIF and WebP images are accepted');
        const id = randomBytes(16).toString('hex');
        await storage.put(id, bytes);
        return { success: true as const, data: { id, url: `${V1.textEditor.image}/${id}` } };
      },
    );

    scope.get<{ Params: { id: string } }>(
      `${V1.textEditor.image}/:id`,
      { schema: { tags: ['textEditor'] } },
      async (req, reply) => {
        const bytes = IMAGE_ID.test(req.params.id) ? await storage.get(req.params.id) : null;
        const type = bytes ? sniffImageType(bytes) : null;
        if (!bytes || !type) throw NotFoundError('Image');
        return reply
          .header('Content-Type', type)
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          .header('X-Content-Type-Options', 'nosniff')
          .send(bytes);
      },
    );
  });
}
