import type { VersionConflictData } from '@inkstone/shared/api/textEditor';
import { ErrorCode } from '@inkstone/shared/errorCodes';
import { ConflictError } from '../errors.js';

/** 409 `version_conflict` carrying what the server holds now, so the client can show both versions. */
export function VersionConflictError(data: VersionConflictData) {
  const what = data.kind === 'note' ? 'note' : 'folder';
  const version = data.kind === 'note' ? data.note.version : data.folder.version;
  return ConflictError(
    ErrorCode.versionConflict,
    `This ${what} was changed elsewhere (now at version ${version}); your change was not saved.`,
    data,
  );
}
