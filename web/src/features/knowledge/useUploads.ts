import { useCallback, useEffect, useReducer, useRef } from 'react';
import { emptyUploadQueue, uploadQueueReducer, uploadsToStart, type UploadItem } from './uploadQueue';
import { uploadFile } from './uploadFile';
import { useInvalidateFiles } from './queries';

/**
 * The upload list and its runner: files are sent one per request (so each has its own progress),
 * UPLOAD_CONCURRENCY at a time; the tree is read again after each one lands, so it appears with
 * its processing status.
 */
export function useUploads(maxFileBytes: number) {
  const [queue, dispatch] = useReducer(uploadQueueReducer, emptyUploadQueue);
  const invalidate = useInvalidateFiles();
  const controllers = useRef(new Map<number, AbortController>());

  const run = useCallback(
    (item: UploadItem) => {
      // The effect below may run again before the 'start' lands; an item is sent once.
      if (controllers.current.has(item.id)) return;
      const controller = new AbortController();
      controllers.current.set(item.id, controller);
      dispatch({ type: 'start', id: item.id });
      uploadFile(
        item.file,
        item.folderId,
        (progress) => dispatch({ type: 'progress', id: item.id, progress }),
        controller.signal,
      )
        .then(
          () => {
            dispatch({ type: 'succeed', id: item.id });
            void invalidate();
          },
          (error: unknown) => {
            // A cancelled upload was already removed from the list.
            if (controller.signal.aborted) return;
            const message = error instanceof Error ? error.message : String(error);
            dispatch({ type: 'fail', id: item.id, error: { reason: 'server', message } });
          },
        )
        .finally(() => controllers.current.delete(item.id));
    },
    [invalidate],
  );

  useEffect(() => {
    uploadsToStart(queue).forEach(run);
  }, [queue, run]);

  // Leaving the page cancels what is still being sent (the server keeps nothing of it).
  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  return {
    items: queue.items,
    add: (files: readonly File[], folderId: string | null) => dispatch({ type: 'add', files, folderId, maxFileBytes }),
    cancel: (id: number) => {
      controllers.current.get(id)?.abort();
      dispatch({ type: 'dismiss', id });
    },
    clearFinished: () => dispatch({ type: 'clearFinished' }),
  };
}
