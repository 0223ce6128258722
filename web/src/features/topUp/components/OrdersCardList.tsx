import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { PaymentOrder } from '@inkstone/shared/api/payment';
import { formatYuan } from '../money';
import { isResumable } from '../orderStateLabel';
import { OrderStateChip } from './OrderStateChip';

interface OrdersCardListProps {
  orders: PaymentOrder[];
  onResume: (order: PaymentOrder) => void;
}

/** The orders of one page on a phone: one block per order instead of a wide table. */
export function OrdersCardList({ orders, onResume }: OrdersCardListProps) {
  const { t, i18n } = useTranslation();
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Box>
      {orders.map((order, index) => (
        <Box key={order.outTradeNo} data-testid="order-row">
          {index > 0 && <Divider />}
          <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 0.75 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography sx={{ fontWeight: 600, flex: 1, minWidth: 0 }} noWrap>
                {order.packageName}
              </Typography>
              <OrderStateChip state={order.state} />
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 700 }}>{formatYuan(order.orderAmount, i18n.language)}</Typography>
              <Typography variant="body2" color="textSecondary">
                {t('{{words}} words', { words: number.format(order.words + order.bonusWords) })}
                {order.couponCode && ` · ${t('Coupon')} ${order.couponCode}`}
              </Typography>
            </Box>
            <Typography variant="caption" color="textSecondary">
              {date(order.createdTime)}
              {order.paidAt && ` · ${t('Paid')} ${date(order.paidAt)}`}
            </Typography>
            <Typography variant="caption" color="textSecondary" sx={{ wordBreak: 'break-all' }}>
              {order.outTradeNo}
            </Typography>
            {isResumable(order) && (
              <Box>
                <Button size="small" variant="outlined" onClick={() => onResume(order)}>
                  {t('Pay now')}
                </Button>
              </Box>
            )}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
