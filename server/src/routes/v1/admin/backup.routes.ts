import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorCode } from '@inkstone/shared/errorCodes';
import { V1 } from '@inkstone/shared/paths';
import { writeLiveBackup } from '../../../backup/writeBackup.js';
import type { AppContext } from '../../../context.js';
import * as audit from '../../../db/repos/adminAuditLog.js';
import { BadRequestError, ConflictError } from '../../../errors.js';
import { routeSchema } from '../../routeSchema.js';

/**
 * GET /v1/admin/backup (administrators): the archive `npm run backup` writes — manifest, database,
 * DATA_DIR/files and secret.key — made from the running embedded server, so backing up needs no
 * downtime. One at a time; written to DATA_DIR first, sent, then removed. With DATABASE_URL the data
 * is in PostgreSQL and the bucket: pg_dump and a bucket sync back them up (docs/deploy.md, "Backups").
 */
export function registerAdminBackupRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  let isRunning = false;
  r.get(
    V1.admin.backup,
    {
      onRequest: [app.requireAbility('access', 'admin')],
      // Already gzipped.
      compress: false,
      schema: {
        ...routeSchema('admin', {
          description: 'A .tar.gz backup of the running embedded server (restore it with `npm run restore`).',
        }),
        produces: ['application/gzip'],
      },
    },
    async (req, reply) => {
      const { dumpWhileRunning } = ctx.database;
      if (!dumpWhileRunning)
        throw BadRequestError(
          ErrorCode.backupNotEmbedded,
          'The data is in PostgreSQL (and the S3 bucket), not in this server: back it up with pg_dump and a bucket sync (docs/deploy.md, "Backups").',
        );
      if (isRunning)
        throw ConflictError(ErrorCode.backupBusy, 'A backup is being written already. Try again when it has finished.');
      isRunning = true;
      const stamp = ctx.clock.now().toISOString().replace(/[:.]/g, '-');
      const name = `inkstone-backup-${stamp}.tar.gz`;
      const file = path.join(ctx.env.DATA_DIR, `.${name}`);
      try {
        const manifest = await writeLiveBackup(ctx.env.DATA_DIR, file, { db: ctx.db, dumpWhileRunning });
        await audit.append(ctx.db, {
          actorId: req.user.id,
          action: 'backup.download',
          targetType: 'backup',
          detail: { migration: manifest.migration, files: manifest.files.length, bytes: manifest.totalBytes },
          now: ctx.clock.now(),
        });
        const stream = fs.createReadStream(file);
        // Removed once sent or abandoned; the open stream keeps reading the unlinked file meanwhile.
        stream.once('close', () => fs.rmSync(file, { force: true }));
        stream.once('open', () => fs.rmSync(file, { force: true }));
        return reply
          .header('content-type', 'application/gzip')
          .header('content-disposition', `attachment; filename="${name}"`)
          .header('content-length', String(fs.statSync(file).size))
          .header('cache-control', 'no-store')
          .send(stream);
      } catch (err) {
        fs.rmSync(file, { force: true });
        throw err;
      } finally {
        isRunning = false;
      }
    },
  );
}
