import type { FastifyError, FastifyInstance } from 'fastify';
import type { VersionConflictData } from '@inkstone/shared/api/textEditor';
import { ErrorCode } from '@inkstone/shared/errorCodes';
import { AppError } from '../../../errors.js';

/** 409 `version_conflict` carrying what the server holds now, so the client can show both versions. */
export class VersionConflictError extends AppError {
  constructor(readonly data: VersionConflictData) {
    const what = data.kind === 'note' ? 'note' : 'folder';
    const version = data.kind === 'note' ? data.note.version : data.folder.version;
    super(
      409,
      ErrorCode.versionConflict,
      `This ${what} was changed elsewhere (now at version ${version}); your change was not saved.`,
    );
  }
}

/**
 * Writes version conflicts with their `data`; every other error goes on to the app's error handler
 * (Fastify passes an error thrown here to the parent handler). The app-wide handler writes no `data`.
 */
export function registerVersionConflictHandler(scope: FastifyInstance): void {
  scope.setErrorHandler((err: FastifyError, _req, reply) => {
    if (!(err instanceof VersionConflictError)) throw err;
    return reply.status(409).send({ success: false, errorCode: err.errorCode, errorMsg: err.message, data: err.data });
  });
}
