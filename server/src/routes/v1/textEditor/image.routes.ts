import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { V1 } from '@inkstone/shared/paths';
import type { AppContext } from '../../../context.js';
import { PayloadTooLargeError, ValidationError } from '../../../errors.js';
import { IMAGE_MAX_BYTES, loadImage, saveImage } from '../../../notes/images.service.js';
import { ok } from '../../ok.js';
import { routeSchema } from '../../routeSchema.js';

/**
 * Editor images. Upload needs a signed-in user; fetching does not, because an <img> cannot send a
 * bearer header. The id is 128 random bits, so the URL itself is the capability: it cannot be guessed,
 * only shared — the same model as the note that embeds it. The bytes never change under an id, so
 * they are cached as immutable, and served with their sniffed type and nosniff so a browser never
 * reads them as anything but that image.
 */
export async function registerImageRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 0 } });

    scope.post(
      V1.textEditor.uploadImage,
      { onRequest: [app.requireAbility('manage', 'own_content')], schema: routeSchema('textEditor') },
      async (req) => {
        const file = await req.file().catch(() => undefined);
        if (!file) throw ValidationError('file: an image file is required');
        const bytes = await file.toBuffer().catch((error: unknown) => {
          if (file.file.truncated || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
            throw PayloadTooLargeError('Images can be at most 5 MB.');
          }
          throw error;
        });
        return ok(await saveImage(ctx.files, bytes));
      },
    );

    scope.get<{ Params: { id: string } }>(
      `${V1.textEditor.image}/:id`,
      { schema: routeSchema('textEditor', { isPublic: true }) },
      async (req, reply) => {
        const { bytes, type } = await loadImage(ctx.files, req.params.id);
        return reply
          .header('Content-Type', type)
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          .header('X-Content-Type-Options', 'nosniff')
          .send(bytes);
      },
    );
  });
}
