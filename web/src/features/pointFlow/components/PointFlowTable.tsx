import { useTranslation } from 'react-i18next';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { PointFlowItem } from '@inkstone/shared/api/pointFlow';
import { deltaColor, rowDetails, rowFormatter } from '../formatRow';
import { reasonLabel } from '../reasonLabel';

interface PointFlowTableProps {
  items: PointFlowItem[];
}

/** The ledger rows as a table (wide screens). */
export function PointFlowTable({ items }: PointFlowTableProps) {
  const { t, i18n } = useTranslation();
  const format = rowFormatter(i18n.language);
  return (
    <Table size="small" sx={{ '& th': { fontWeight: 600, color: 'text.secondary', whiteSpace: 'nowrap' } }}>
      <TableHead>
        <TableRow>
          <TableCell>{t('Date and time')}</TableCell>
          <TableCell>{t('Reason')}</TableCell>
          <TableCell align="right">{t('Change')}</TableCell>
          <TableCell align="right">{t('Balance after')}</TableCell>
          <TableCell>{t('Details')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.id} hover data-testid="point-flow-row">
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.time(item.createdAt)}</TableCell>
            <TableCell>{reasonLabel(t, item.reason)}</TableCell>
            <TableCell
              align="right"
              sx={{ color: deltaColor(item.delta), fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
            >
              {format.delta(item.delta)}
            </TableCell>
            <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {format.balance(item.balanceAfter)}
            </TableCell>
            <TableCell sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>{rowDetails(t, item)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
