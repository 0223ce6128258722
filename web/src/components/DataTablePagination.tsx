import { useTranslation } from 'react-i18next';
import TablePagination from '@mui/material/TablePagination';
import { PAGE_SIZE_OPTIONS } from '@inkstone/shared/constants';
import { ALL_ROWS, ALL_ROWS_CAP } from '@inkstone/shared/api/common';

interface DataTablePaginationProps {
  total: number;
  /** Zero-based page index. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  /** The most rows the list's call answers "All" (page size -1, spec §8) with; the range label stops there. */
  allRowsCap?: number;
}

/** Table pagination with the spec's page sizes (§9) and "All" and labels (§8). */
export function DataTablePagination({
  total,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  allRowsCap = ALL_ROWS_CAP,
}: DataTablePaginationProps) {
  const { t } = useTranslation();
  const labels: Record<'first' | 'previous' | 'next' | 'last', string> = {
    first: t('First'),
    previous: t('Previous'),
    next: t('Next'),
    last: t('Last Page'),
  };
  return (
    <TablePagination
      component="div"
      count={total}
      page={page}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[...PAGE_SIZE_OPTIONS, { label: t('All'), value: ALL_ROWS }]}
      onPageChange={(_, next) => onPageChange(next)}
      onRowsPerPageChange={(event) => onPageSizeChange(Number(event.target.value))}
      labelRowsPerPage={t('Items per page:')}
      labelDisplayedRows={({ from, to, count }) =>
        t('{{from}}–{{to}} of {{count}}', { from, to: pageSize === ALL_ROWS ? Math.min(to, allRowsCap) : to, count })
      }
      getItemAriaLabel={(type) => labels[type]}
      showFirstButton
      showLastButton
      sx={{
        // On a phone the page-size picker, the range and four buttons do not fit one line: the
        // buttons wrap under them instead of being pushed out of sight.
        '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', px: { xs: 1, sm: 2 } },
        '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
      }}
    />
  );
}
