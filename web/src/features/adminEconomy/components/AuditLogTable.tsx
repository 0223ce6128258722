import { useTranslation } from 'react-i18next';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { AdminAuditItem } from '@inkstone/shared/api/adminEconomy';
import { formatDateTime } from '../formatDateTime';

/** One page of the audit log: who did what to which object, with the recorded detail. */
export function AuditLogTable({ entries }: { entries: AdminAuditItem[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Table
      size="small"
      sx={{ minWidth: 900, '& th': { fontWeight: 600, color: 'text.secondary', whiteSpace: 'nowrap' } }}
    >
      <TableHead>
        <TableRow>
          <TableCell>{t('Time')}</TableCell>
          <TableCell>{t('Administrator')}</TableCell>
          <TableCell>{t('Action')}</TableCell>
          <TableCell>{t('Target')}</TableCell>
          <TableCell>{t('Detail')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.length === 0 ? (
          <TableRow>
            <TableCell colSpan={5} align="center" sx={{ py: 6, color: 'text.secondary' }}>
              {t('No data available')}
            </TableCell>
          </TableRow>
        ) : (
          entries.map((entry) => (
            <TableRow key={entry.id} hover data-testid="audit-row">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.createdAt, i18n.language)}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }}>{entry.actorId}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{entry.action}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }}>
                {entry.targetType}
                {entry.targetId ? ` ${entry.targetId}` : ''}
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace', fontSize: 12, wordBreak: 'break-all', maxWidth: 420 }}>
                {JSON.stringify(entry.detail)}
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
