import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ResearchSessionSummary } from '@inkstone/shared/api/paperAgent';
import { DataTablePagination } from '../../../components/DataTablePagination';
import { messageOf } from '../../../lib/errorMessages';
import { useDeleteSearch, useSearchHistory } from '../queries';
import { HistoryTable } from './HistoryTable';
import { usePaging } from '../../../hooks/usePaging';

const DEFAULT_PAGE_SIZE = 10;

/** The saved searches, paged (spec §9 page sizes), each deletable after a confirmation. */
export function SearchHistory() {
  const { t } = useTranslation();
  const { page, pageSize, setPage, setPageSize } = usePaging(DEFAULT_PAGE_SIZE);
  const [toDelete, setToDelete] = useState<ResearchSessionSummary | null>(null);
  const history = useSearchHistory(page + 1, pageSize);
  const remove = useDeleteSearch();

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, { onSettled: () => setToDelete(null) });
  };

  return (
    <Card>
      {history.isFetching && <LinearProgress sx={{ height: 2 }} />}
      {history.error ? (
        <Alert severity="error" sx={{ m: 2 }}>
          {messageOf(history.error)}
        </Alert>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <HistoryTable items={history.data?.items ?? []} onDelete={setToDelete} />
        </Box>
      )}
      <Box sx={{ overflowX: 'auto' }}>
        <DataTablePagination
          total={history.data?.total ?? 0}
          page={page}
          pageSize={pageSize}
          onPageChange={setPage}
          onPageSizeChange={setPageSize}
        />
      </Box>
      <Dialog open={Boolean(toDelete)} onClose={() => setToDelete(null)} maxWidth="xs" fullWidth>
        <DialogTitle>{t('Delete this search?')}</DialogTitle>
        <DialogContent>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{toDelete?.topic}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setToDelete(null)}>{t('Cancel')}</Button>
          <Button color="error" variant="contained" onClick={confirmDelete} disabled={remove.isPending}>
            {t('Delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
