/** The task kind of reading an uploaded file into passages (conventions §6: a `tasks` row per run). */
export const FILE_TASK_KIND = 'file-process';

/** What the task row carries: only the file; the worker reads the rest from its row. */
export interface FileTaskInput {
  fileId: string;
}
