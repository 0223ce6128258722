import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PaymentOrder } from '@inkstone/shared/api/payment';
import { formatYuan } from '../money';
import { isResumable } from '../orderStateLabel';
import { OrderStateChip } from './OrderStateChip';

interface OrdersTableProps {
  orders: PaymentOrder[];
  /** Reopens a pending order in the top-up dialog. */
  onResume: (order: PaymentOrder) => void;
}

/** The user's orders of one page: package, state, amount, words, coupon and dates. */
export function OrdersTable({ orders, onResume }: OrdersTableProps) {
  const { t, i18n } = useTranslation();
  const date = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
      : '—';
  const number = new Intl.NumberFormat(i18n.language);

  return (
    <Table size="small" sx={{ '& th': { fontWeight: 600, color: 'text.secondary', whiteSpace: 'nowrap' } }}>
      <TableHead>
        <TableRow>
          <TableCell>{t('Package')}</TableCell>
          <TableCell>{t('State')}</TableCell>
          <TableCell align="right">{t('Amount')}</TableCell>
          <TableCell align="right">{t('Words')}</TableCell>
          <TableCell>{t('Coupon')}</TableCell>
          <TableCell>{t('Created')}</TableCell>
          <TableCell>{t('Paid')}</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {orders.map((order) => (
          <TableRow key={order.outTradeNo} data-testid="order-row">
            <TableCell>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {order.packageName}
              </Typography>
              <Typography variant="caption" color="textSecondary">
                {order.outTradeNo}
              </Typography>
            </TableCell>
            <TableCell>
              <OrderStateChip state={order.state} />
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <Box>{formatYuan(order.orderAmount, i18n.language)}</Box>
              {order.originalFen > order.orderAmount && (
                <Typography component="s" variant="caption" color="textSecondary">
                  {formatYuan(order.originalFen, i18n.language)}
                </Typography>
              )}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {number.format(order.words)}
              {order.bonusWords > 0 && ` + ${number.format(order.bonusWords)}`}
            </TableCell>
            <TableCell>{order.couponCode ?? '—'}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(order.createdTime)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(order.paidAt)}</TableCell>
            <TableCell align="right">
              {isResumable(order) && (
                <Button size="small" variant="outlined" onClick={() => onResume(order)} sx={{ whiteSpace: 'nowrap' }}>
                  {t('Pay now')}
                </Button>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
