import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import { DataTablePagination } from '../components/DataTablePagination';
import { PageHeader } from '../components/PageHeader';
import { AdminGate } from '../features/adminEconomy/components/AdminGate';
import { AuditLogTable } from '../features/adminEconomy/components/AuditLogTable';
import { useAuditLog } from '../features/adminEconomy/queries';
import { usePaging } from '../hooks/usePaging';
import { messageOf } from '../lib/errorMessages';

const DEFAULT_PAGE_SIZE = 20;

/** /admin/audit-log: what administrators changed, newest first (issue 20). */
export function AdminAuditLogPage() {
  return (
    <AdminGate>
      <AuditContent />
    </AdminGate>
  );
}

function AuditContent() {
  const { t } = useTranslation();
  const { page, pageSize, setPage, setPageSize } = usePaging(DEFAULT_PAGE_SIZE);
  const audit = useAuditLog({ page: page + 1, pageSize }, true);
  return (
    <>
      <PageHeader title={t('Audit log')} subtitle={t('What administrators changed, newest first.')} />
      <Card>
        {audit.isFetching && <LinearProgress sx={{ height: 2 }} />}
        {audit.error ? (
          <Alert severity="error" sx={{ m: 2 }}>
            {messageOf(audit.error)}
          </Alert>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <AuditLogTable entries={audit.data?.items ?? []} />
          </Box>
        )}
        <DataTablePagination
          total={audit.data?.total ?? 0}
          page={page}
          pageSize={pageSize}
          onPageChange={setPage}
          onPageSizeChange={setPageSize}
        />
      </Card>
    </>
  );
}
