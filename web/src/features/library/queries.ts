import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LibraryImportReq, LibraryListReq, LibraryUpdateReq } from '@inkstone/shared/api/papers';
import {
  deleteLibraryEntry,
  fetchCitationStyles,
  fetchCorpusStatus,
  fetchLibrary,
  fetchLibraryTags,
  formatReferences,
  importToLibrary,
  updateLibraryEntry,
} from './api';

/** Query keys of the library. */
export const libraryKeys = {
  all: ['library'] as const,
  list: (query: Partial<LibraryListReq>) => [...libraryKeys.all, 'list', query] as const,
  tags: () => [...libraryKeys.all, 'tags'] as const,
  formatted: (style: string, bibkeys: readonly string[]) => [...libraryKeys.all, 'formatted', style, bibkeys] as const,
  styles: ['citationStyles'] as const,
  corpus: ['corpusStatus'] as const,
};

/** One page of the library; the previous page stays on screen while the next loads. */
export function useLibrary(query: Partial<LibraryListReq>) {
  return useQuery({
    queryKey: libraryKeys.list(query),
    queryFn: ({ signal }) => fetchLibrary(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** The user's tags with counts. */
export function useLibraryTags() {
  return useQuery({ queryKey: libraryKeys.tags(), queryFn: ({ signal }) => fetchLibraryTags(signal) });
}

/** The citation styles (they never change while the app runs). */
export function useCitationStyles() {
  return useQuery({
    queryKey: libraryKeys.styles,
    queryFn: ({ signal }) => fetchCitationStyles(signal),
    staleTime: Infinity,
  });
}

/** The built-in corpus's state and attribution lines. */
export function useCorpusStatus() {
  return useQuery({ queryKey: libraryKeys.corpus, queryFn: ({ signal }) => fetchCorpusStatus(signal) });
}

/** The shown entries formatted in `style`, keyed by bibkey. */
export function useFormattedReferences(style: string, bibkeys: readonly string[]) {
  return useQuery({
    queryKey: libraryKeys.formatted(style, bibkeys),
    queryFn: ({ signal }) => formatReferences({ style, bibkeys: [...bibkeys] }, signal),
    enabled: Boolean(style) && bibkeys.length > 0,
    // Entries shown before keep their reference while a filtered list's references load.
    placeholderData: keepPreviousData,
    select: (data) => new Map(data.items.map((item) => [item.bibkey, item])),
  });
}

/** Invalidates every library query after a change. */
function useInvalidateLibrary() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: libraryKeys.all });
}

/** Replaces an entry's tags and/or note. */
export function useUpdateLibraryEntry() {
  const invalidate = useInvalidateLibrary();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: LibraryUpdateReq }) => updateLibraryEntry(id, patch),
    onSuccess: invalidate,
  });
}

/** Removes an entry. */
export function useDeleteLibraryEntry() {
  const invalidate = useInvalidateLibrary();
  return useMutation({ mutationFn: (id: string) => deleteLibraryEntry(id), onSuccess: invalidate });
}

/** Imports a reference file's text. */
export function useImportLibrary() {
  const invalidate = useInvalidateLibrary();
  return useMutation({ mutationFn: (req: LibraryImportReq) => importToLibrary(req), onSuccess: invalidate });
}
