import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import { DataTablePagination } from '../components/DataTablePagination';
import { NotFoundContent } from '../components/NotFoundContent';
import { PageHeader } from '../components/PageHeader';
import { AdminUsersTable } from '../features/admin/components/AdminUsersTable';
import { useAdminUsers } from '../features/admin/queries';
import { useUserInfo } from '../features/user/queries';
import { useStore } from '../hooks/useStore';
import { can } from '../lib/abilities';
import { messageOf } from '../lib/errorMessages';
import { userStore } from '../lib/userStore';
import { loginPathFor } from '../routes/guard';
import { usePaging } from '../hooks/usePaging';

const DEFAULT_PAGE_SIZE = 20;

/**
 * /admin/users: the accounts list, for administrators only (others see "not found"). spec §2 has
 * /admin paths skip the navigation guard, so the page checks the session itself.
 */
export function AdminUsersPage() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const { logged } = useStore(userStore);
  const userInfo = useUserInfo();
  const isAdmin = can(userInfo.data?.abilities, 'access', 'admin');
  const { page, pageSize, setPage, setPageSize } = usePaging(DEFAULT_PAGE_SIZE);
  const users = useAdminUsers({ page: page + 1, pageSize }, isAdmin);

  if (!logged) return <Navigate to={loginPathFor(`${pathname}${search}`)} replace />;
  if (userInfo.isLoading) return <LinearProgress />;
  if (!isAdmin) return <NotFoundContent />;
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
