import { VersionConflictData, type NoteDetail } from '@inkstone/shared/api/textEditor';
import { ErrorCode } from '@inkstone/shared/errorCodes';
import { isApiError } from '../../../lib/apiError';

/** Why a save failed; a conflict brings the server's copy, which its 409 carries (VersionConflictRes). */
export type SaveFailure = { reason: 'conflict'; serverCopy: NoteDetail } | { reason: 'offline' | 'tooLarge' };

/** Reads a rejected `sync` call. */
export function saveFailureOf(error: unknown): SaveFailure {
  if (!isApiError(error)) return { reason: 'offline' };
  if (error.errorCode === ErrorCode.versionConflict) {
    const conflict = VersionConflictData.safeParse(error.data);
    const copy = conflict.success && conflict.data.kind === 'note' ? conflict.data.note : undefined;
    if (copy) return { reason: 'conflict', serverCopy: copy };
    // A 409 without the copy breaks the contract; with nothing to compare, it is retried like a lost save.
    return { reason: 'offline' };
  }
  return { reason: error.status === 413 ? 'tooLarge' : 'offline' };
}
