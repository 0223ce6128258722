import { useSearchParams } from 'react-router';

/**
 * The open folder and file live in the address (`?folder=…&file=…&page=…`), so a reload, the back
 * button and a shared link keep them.
 */
export function useFilesLocation() {
  const [params, setParams] = useSearchParams();
  const change = (patch: Record<string, string | null>, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace },
    );
  const page = Number(params.get('page'));
  return {
    folderId: params.get('folder'),
    fileId: params.get('file'),
    page: Number.isInteger(page) && page > 0 ? page : undefined,
    openFolder: (folderId: string | null) => change({ folder: folderId }),
    openFile: (fileId: string, atPage?: number) => change({ file: fileId, page: atPage ? String(atPage) : null }),
    setPage: (atPage: number) => change({ page: String(atPage) }, true),
    closeFile: () => change({ file: null, page: null }),
  };
}
