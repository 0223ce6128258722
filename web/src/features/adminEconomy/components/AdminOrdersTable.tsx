import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { AdminOrder } from '@inkstone/shared/api/adminEconomy';
import { formatYuan } from '../../topUp/money';
import { OrderStateChip } from '../../topUp/components/OrderStateChip';
import { formatDateTime } from '../formatDateTime';

interface AdminOrdersTableProps {
  orders: AdminOrder[];
  /** The order being reconciled now, if any. */
  reconciling: string | null;
  onReconcile: (outTradeNo: string) => void;
  /** Offered on paid orders: a full refund (asks first). */
  onRefund: (order: AdminOrder) => void;
}

/** Orders of every user, with their states, amounts and the provider's transaction id. */
export function AdminOrdersTable({ orders, reconciling, onReconcile, onRefund }: AdminOrdersTableProps) {
  const { t, i18n } = useTranslation();
  return (
    <Table
      size="small"
      sx={{ minWidth: 1100, '& th': { fontWeight: 600, color: 'text.secondary', whiteSpace: 'nowrap' } }}
    >
      <TableHead>
        <TableRow>
          <TableCell>{t('Order number')}</TableCell>
          <TableCell>{t('Account')}</TableCell>
          <TableCell>{t('Package')}</TableCell>
          <TableCell>{t('State')}</TableCell>
          <TableCell align="right">{t('Amount')}</TableCell>
          <TableCell>{t('Coupon')}</TableCell>
          <TableCell>{t('Transaction ID')}</TableCell>
          <TableCell>{t('Created')}</TableCell>
          <TableCell align="right">{t('Actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {orders.length === 0 ? (
          <TableRow>
            <TableCell colSpan={9} align="center" sx={{ py: 6, color: 'text.secondary' }}>
              {t('No data available')}
            </TableCell>
          </TableRow>
        ) : (
          orders.map((order) => (
            <TableRow key={order.outTradeNo} hover data-testid="admin-order-row">
              <TableCell sx={{ fontFamily: 'monospace' }}>{order.outTradeNo}</TableCell>
              <TableCell>
                {order.userAccount}
                <Box component="div" sx={{ fontFamily: 'monospace', fontSize: 11, color: 'text.secondary' }}>
                  {order.userId}
                </Box>
              </TableCell>
              <TableCell>{order.packageName}</TableCell>
              <TableCell>
                <OrderStateChip state={order.state} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatYuan(order.orderAmount, i18n.language)}
                {order.originalFen !== order.orderAmount && (
                  <s style={{ marginLeft: 6, opacity: 0.6 }}>{formatYuan(order.originalFen, i18n.language)}</s>
                )}
              </TableCell>
              <TableCell>{order.couponCode ?? '—'}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{order.transactionId ?? '—'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(order.createdTime, i18n.language)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {order.state === 'paid' && (
                  <Button size="small" color="error" onClick={() => onRefund(order)}>
                    {t('Refund')}
                  </Button>
                )}
                <Button
                  size="small"
                  sx={{ whiteSpace: 'nowrap' }}
                  loading={reconciling === order.outTradeNo}
                  disabled={reconciling !== null}
                  onClick={() => onReconcile(order.outTradeNo)}
                >
                  {t('Reconcile now')}
                </Button>
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
