import { useCallback, useState } from 'react';

/**
 * Page (0-based, as the table shows it) and page size of a paged list; a new page size starts again
 * at the first page, since the old page number no longer points at the same rows.
 */
export function usePaging(initialPageSize: number) {
  const [page, setPage] = useState(0);
  const [pageSize, setSize] = useState(initialPageSize);
  const setPageSize = useCallback((size: number) => {
    setSize(size);
    setPage(0);
  }, []);
  return { page, pageSize, setPage, setPageSize };
}
