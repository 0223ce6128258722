import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import { DataTablePagination } from '../components/DataTablePagination';
import { PageHeader } from '../components/PageHeader';
import { AdminUsersTable } from '../features/admin/components/AdminUsersTable';
import { useAdminUsers } from '../features/admin/queries';
import { AdminGate } from '../features/adminEconomy/components/AdminGate';
import { messageOf } from '../lib/errorMessages';
import { usePaging } from '../hooks/usePaging';

const DEFAULT_PAGE_SIZE = 20;

/**
 * /admin/users: the accounts list, for administrators only (others see "not found"); AdminGate does
 * the session check, since spec §2 has /admin paths skip the navigation guard.
 */
export function AdminUsersPage() {
  return (
    <AdminGate>
      <UsersContent />
    </AdminGate>
  );
}

function UsersContent() {
  const { t } = useTranslation();
  const { page, pageSize, setPage, setPageSize } = usePaging(DEFAULT_PAGE_SIZE);
  const users = useAdminUsers({ page: page + 1, pageSize }, true);
  return (
    <>
      <PageHeader title={t('Users')} subtitle={t('Every account, newest first.')} />
      <Card>
        {users.isFetching && <LinearProgress sx={{ height: 2 }} />}
        {users.error ? (
          <Alert severity="error" sx={{ m: 2 }}>
            {messageOf(users.error)}
          </Alert>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <AdminUsersTable users={users.data?.items ?? []} />
          </Box>
        )}
        <DataTablePagination
          total={users.data?.total ?? 0}
          page={page}
          pageSize={pageSize}
          onPageChange={setPage}
          onPageSizeChange={setPageSize}
        />
      </Card>
    </>
  );
}
