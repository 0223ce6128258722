import type { FileDto, FileStatus } from '@inkstone/shared/api/file';

/** Whether processing has finished (ready or failed): nothing more will change without the user. */
export const isSettled = (status: FileStatus) => status === 'ready' || status === 'failed';

/** How often the file list is read again while a file is being processed. */
export const PROCESSING_POLL_MS = 2000;

/** The poll interval for a list of files: only while one of them is still being processed. */
export const pollWhileProcessing = (files: readonly FileDto[] | undefined): number | false =>
  files?.some((file) => !isSettled(file.status)) ? PROCESSING_POLL_MS : false;
