/** Why an upload failed: refused before sending (too large), or the server's (or network's) message. */
export type UploadError = { reason: 'tooLarge'; maxBytes: number } | { reason: 'server'; message: string };

/** One file of the upload list. */
export interface UploadItem {
  id: number;
  file: File;
  /** Where it goes; null is the root. */
  folderId: string | null;
  status: 'waiting' | 'uploading' | 'done' | 'failed';
  /** The share of the request sent, 0–1 (the request is a little larger than the file). */
  progress: number;
  error?: UploadError;
}

/** The upload list, in the order the files were chosen. */
export interface UploadQueue {
  items: UploadItem[];
  nextId: number;
}

/** Things that happen to the list. */
export type UploadAction =
  | { type: 'add'; files: readonly File[]; folderId: string | null; maxFileBytes: number }
  | { type: 'start'; id: number }
  | { type: 'progress'; id: number; progress: number }
  | { type: 'succeed'; id: number }
  | { type: 'fail'; id: number; error: UploadError }
  | { type: 'dismiss'; id: number }
  | { type: 'clearFinished' };

/** Files sent at once: enough to keep the line busy, few enough that each one's progress moves. */
export const UPLOAD_CONCURRENCY = 2;

export const emptyUploadQueue: UploadQueue = { items: [], nextId: 1 };

const update = (queue: UploadQueue, id: number, patch: Partial<UploadItem>): UploadQueue => ({
  ...queue,
  items: queue.items.map((item) => (item.id === id ? { ...item, ...patch } : item)),
});

/** The upload list's state machine: waiting → uploading → done | failed. */
export function uploadQueueReducer(queue: UploadQueue, action: UploadAction): UploadQueue {
  switch (action.type) {
    case 'add': {
      // A file over the limit would be refused by the server after its bytes were sent; say so now.
      const added = action.files.map<UploadItem>((file, index) => ({
        id: queue.nextId + index,
        file,
        folderId: action.folderId,
        progress: 0,
        ...(file.size > action.maxFileBytes
          ? { status: 'failed', error: { reason: 'tooLarge', maxBytes: action.maxFileBytes } }
          : { status: 'waiting' }),
      }));
      return { items: [...queue.items, ...added], nextId: queue.nextId + added.length };
    }
    case 'start':
      return update(queue, action.id, { status: 'uploading', progress: 0 });
    case 'progress':
      return update(queue, action.id, { progress: Math.min(1, Math.max(0, action.progress)) });
    case 'succeed':
      return update(queue, action.id, { status: 'done', progress: 1 });
    case 'fail':
      return update(queue, action.id, { status: 'failed', error: action.error });
    case 'dismiss':
      return { ...queue, items: queue.items.filter((item) => item.id !== action.id) };
    case 'clearFinished':
      return {
        ...queue,
        items: queue.items.filter((item) => item.status === 'waiting' || item.status === 'uploading'),
      };
  }
}

/** The waiting items that may start now without exceeding UPLOAD_CONCURRENCY. */
export function uploadsToStart(queue: UploadQueue): UploadItem[] {
  const running = queue.items.filter((item) => item.status === 'uploading').length;
  const free = Math.max(0, UPLOAD_CONCURRENCY - running);
  return queue.items.filter((item) => item.status === 'waiting').slice(0, free);
}
