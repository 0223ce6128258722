import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ChangeFolderReq,
  DeleteFileReq,
  EditReq,
  NoteDetail,
  RestoreReq,
  SyncReq,
} from '@inkstone/shared/api/textEditor';
import {
  changeFolder,
  createEntity,
  deleteEntity,
  editEntity,
  fetchRecentTexts,
  queryTextEditor,
  restoreEntity,
  syncNote,
  uploadImage,
} from './api';

/** Which notes the sidebar lists: all, one folder, or the unfiled ones; optionally searched. */
export interface NoteFilter {
  folderId?: string;
  unfiled?: boolean;
  search: string;
}

/** Notes per page of the sidebar's infinite list (a spec page size). */
export const NOTES_PAGE_SIZE = 50;

/** Query keys of the editor module. */
export const editorKeys = {
  all: ['textEditor'] as const,
  notes: (filter: NoteFilter) => [...editorKeys.all, 'notes', filter] as const,
  note: (id: string) => [...editorKeys.all, 'note', id] as const,
  folders: () => [...editorKeys.all, 'folders'] as const,
  trash: () => [...editorKeys.all, 'trash'] as const,
  recent: () => [...editorKeys.all, 'recent'] as const,
};

/** The sidebar's notes, last edited first, fetched a page at a time as the list scrolls. */
export function useNotes(filter: NoteFilter) {
  return useInfiniteQuery({
    queryKey: editorKeys.notes(filter),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      queryTextEditor<'notes'>({ kind: 'notes', page: pageParam, pageSize: NOTES_PAGE_SIZE, ...filter }, { signal }),
    getNextPageParam: (last, pages) => (pages.length * NOTES_PAGE_SIZE < last.total ? pages.length + 1 : undefined),
    placeholderData: keepPreviousData,
  });
}

/** One note with its document. */
export function useNote(id: string | undefined) {
  return useQuery({
    queryKey: editorKeys.note(id ?? ''),
    queryFn: ({ signal }) => queryTextEditor<'note'>({ kind: 'note', id: id ?? '' }, { signal }),
    enabled: Boolean(id),
    // The editor owns the document once loaded; refetching would reset the user's cursor.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** All folders with their note counts. */
export function useFolders() {
  return useQuery({
    queryKey: editorKeys.folders(),
    queryFn: ({ signal }) => queryTextEditor<'folders'>({ kind: 'folders' }, { signal }),
  });
}

/** The first page of the trash. */
export function useTrash(enabled: boolean) {
  return useQuery({
    queryKey: editorKeys.trash(),
    queryFn: ({ signal }) => queryTextEditor<'trash'>({ kind: 'trash', page: 1, pageSize: 100 }, { signal }),
    enabled,
  });
}

/** The home page's recent texts. */
export function useRecentTexts(limit = 5) {
  return useQuery({
    queryKey: editorKeys.recent(),
    queryFn: ({ signal }) => fetchRecentTexts(limit, { signal }),
  });
}

function useListMutation<Body, Result>(call: (body: Body) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: [...editorKeys.all, 'notes'] }),
        client.invalidateQueries({ queryKey: editorKeys.folders() }),
        client.invalidateQueries({ queryKey: editorKeys.trash() }),
        client.invalidateQueries({ queryKey: editorKeys.recent() }),
      ]),
  });
}

/** Creates a note or a folder. */
export const useCreateEntity = () => useListMutation((body: Parameters<typeof createEntity>[0]) => createEntity(body));
/** Renames a note or a folder. */
export const useEditEntity = () => useListMutation((body: EditReq) => editEntity(body));
/** Moves a note or a folder to the trash. */
export const useDeleteEntity = () => useListMutation((body: DeleteFileReq) => deleteEntity(body));
/** Moves a note into another folder. */
export const useChangeFolder = () => useListMutation((body: ChangeFolderReq) => changeFolder(body));
/** Restores from the trash. */
export const useRestoreEntity = () => useListMutation((body: RestoreReq) => restoreEntity(body));

/** Saves a document; the autosave hook decides what a failure means. */
export function useSyncNote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SyncReq) => syncNote(body),
    // Autosave handles the network itself (keeps drafts, retries); a paused mutation would hang it.
    networkMode: 'always',
    onSuccess: (saved, body) => {
      // The cached note is what the preview shows and what the editor opens with next time (it is
      // never refetched on its own), so it follows every save.
      client.setQueryData<{ note: NoteDetail }>(editorKeys.note(body.id), (cached) =>
        cached
          ? {
              note: {
                ...cached.note,
                content: body.content,
                version: saved.version,
                wordCount: saved.wordCount,
                updatedAt: saved.updatedAt,
              },
            }
          : cached,
      );
      return client.invalidateQueries({ queryKey: [...editorKeys.all, 'notes'] });
    },
  });
}

/** Uploads an image for the editor. */
export function useUploadImage() {
  return useMutation({ mutationFn: (file: File) => uploadImage(file) });
}
