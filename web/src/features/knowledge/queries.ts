import { useCallback } from 'react';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AskFilesReq,
  CreateFileFolderReq,
  DeleteFileEntryReq,
  MoveReq,
  RenameReq,
  RestoreFileEntryReq,
  SearchFilesReq,
  UpdateFileMetadataReq,
} from '@inkstone/shared/api/file';
import {
  askFiles,
  createFolder,
  deleteEntry,
  fetchFileDetail,
  fetchFileStructure,
  fetchFileTrash,
  moveEntry,
  renameEntry,
  restoreEntry,
  searchFiles,
  updateFileMetadata,
} from './api';
import { fetchFileBlob } from './fileBlob';
import { pollWhileProcessing } from './fileStatus';

/** Query keys of the knowledge base's files. */
export const fileKeys = {
  all: ['files'] as const,
  structure: () => [...fileKeys.all, 'structure'] as const,
  trash: () => [...fileKeys.all, 'trash'] as const,
  detail: (id: string) => [...fileKeys.all, 'detail', id] as const,
  blob: (id: string) => [...fileKeys.all, 'blob', id] as const,
};

/** Folders, files and limits; read again every few seconds while a file is being processed. */
export function useFileStructure() {
  return useQuery({
    queryKey: fileKeys.structure(),
    queryFn: ({ signal }) => fetchFileStructure(signal),
    refetchInterval: (query) => pollWhileProcessing(query.state.data?.files),
  });
}

/** A file with its passages, a page at a time ("show more"); polled until it is processed. */
export function useFileDetail(id: string) {
  return useInfiniteQuery({
    queryKey: fileKeys.detail(id),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => fetchFileDetail(id, pageParam, signal),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.passages.length, 0);
      return last.passages.length > 0 && loaded < last.totalPassages ? pages.length + 1 : undefined;
    },
    refetchInterval: (query) => pollWhileProcessing(query.state.data?.pages.slice(0, 1).map((page) => page.file)),
  });
}

/** The file's bytes, for the preview (kept while the panel is open, never refetched). */
export function useFileBlob(id: string, enabled: boolean) {
  return useQuery({
    queryKey: fileKeys.blob(id),
    queryFn: ({ signal }) => fetchFileBlob(id, signal),
    enabled,
    staleTime: Infinity,
    gcTime: 60_000,
  });
}

/** The trash, read when its dialog opens. */
export function useFileTrash() {
  return useQuery({ queryKey: fileKeys.trash(), queryFn: ({ signal }) => fetchFileTrash(signal) });
}

/** Reads every file query again after a change (the tree, the trash, an open file). */
export function useInvalidateFiles() {
  const queryClient = useQueryClient();
  // A file's bytes never change, so its preview is not fetched again.
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: fileKeys.all, predicate: (q) => q.queryKey[1] !== 'blob' }),
    [queryClient],
  );
}

/** Creates a folder. */
export function useCreateFolder() {
  const invalidate = useInvalidateFiles();
  return useMutation({ mutationFn: (req: CreateFileFolderReq) => createFolder(req), onSuccess: invalidate });
}

/** Renames a file or folder. */
export function useRenameEntry() {
  const invalidate = useInvalidateFiles();
  return useMutation({
    mutationFn: ({ kind, ...req }: RenameReq & { kind: 'file' | 'folder' }) => renameEntry(kind, req),
    onSuccess: invalidate,
  });
}

/** Moves a file or folder. */
export function useMoveEntry() {
  const invalidate = useInvalidateFiles();
  return useMutation({ mutationFn: (req: MoveReq) => moveEntry(req), onSuccess: invalidate });
}

/** Puts a file or folder in the trash. */
export function useDeleteEntry() {
  const invalidate = useInvalidateFiles();
  return useMutation({ mutationFn: (req: DeleteFileEntryReq) => deleteEntry(req), onSuccess: invalidate });
}

/** Restores a file or folder from the trash. */
export function useRestoreEntry() {
  const invalidate = useInvalidateFiles();
  return useMutation({ mutationFn: (req: RestoreFileEntryReq) => restoreEntry(req), onSuccess: invalidate });
}

/** Saves the user's corrections of a file's metadata. */
export function useUpdateFileMetadata() {
  const invalidate = useInvalidateFiles();
  return useMutation({ mutationFn: (req: UpdateFileMetadataReq) => updateFileMetadata(req), onSuccess: invalidate });
}

/** Searches the files' passages (run on submit, not as the user types). */
export function useSearchFiles() {
  return useMutation({ mutationFn: (req: SearchFilesReq) => searchFiles(req) });
}

/** Asks the files a question. */
export function useAskFiles() {
  return useMutation({ mutationFn: (req: AskFilesReq) => askFiles(req) });
}
