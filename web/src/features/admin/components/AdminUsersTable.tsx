import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { AdminUserItem } from '@inkstone/shared/api/admin';

interface AdminUsersTableProps {
  users: AdminUserItem[];
}

/** The accounts of one page, as an administrator sees them. */
export function AdminUsersTable({ users }: AdminUsersTableProps) {
  const { t, i18n } = useTranslation();
  const formatDate = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
      : '—';
  const numberFormat = new Intl.NumberFormat(i18n.language);

  return (
    <Table size="small" sx={{ '& th': { fontWeight: 600, color: 'text.secondary', whiteSpace: 'nowrap' } }}>
      <TableHead>
        <TableRow>
          <TableCell>{t('Account')}</TableCell>
          <TableCell>{t('Nickname')}</TableCell>
          <TableCell>{t('Role')}</TableCell>
          <TableCell align="right">{t('Words left')}</TableCell>
          <TableCell>{t('Last sign-in')}</TableCell>
          <TableCell>{t('Created')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {users.length === 0 ? (
          <TableRow>
            <TableCell colSpan={6} align="center" sx={{ py: 6, color: 'text.secondary' }}>
              {t('No data available')}
            </TableCell>
          </TableRow>
        ) : (
          users.map((user) => (
            <TableRow key={user.id} hover>
              <TableCell>{user.userAccount}</TableCell>
              <TableCell>{user.nickname}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={user.loginUserType === 'admin' ? t('Administrator') : t('Member')}
                  color={user.loginUserType === 'admin' ? 'primary' : 'default'}
                  variant="outlined"
                />
              </TableCell>
              <TableCell align="right">{numberFormat.format(user.durWordsLeft)}</TableCell>
              <TableCell>{formatDate(user.lastLoginTime)}</TableCell>
              <TableCell>{formatDate(user.createdAt)}</TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
