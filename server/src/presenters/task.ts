import type { QueryResultRes } from '@inkstone/shared/api/workflow';
import type { TaskRow } from '../db/schema/index.js';

/** The API shape of a task row (status, result, preview, error). */
export function presentTask(row: TaskRow): QueryResultRes {
  return {
    taskId: row.id,
    status: row.status,
    result: (row.result ?? null) as QueryResultRes['result'],
    preview: row.preview,
    error: row.errorCode ? { errorCode: row.errorCode, errorMsg: row.errorMsg ?? '' } : null,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
