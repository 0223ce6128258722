import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { PaymentOrder } from '@inkstone/shared/api/payment';
import { snackbar } from '../../../lib/snackbarStore';
import { refreshWordsLeft } from '../../user/refreshWordsLeft';
import { formatYuan } from '../money';
import { forgetOrder, type ActiveOrder } from '../pendingOrders';
import { isFinalOrder, topUpKeys, useOrderStatus, useSimulatePay, useSimulatorAvailable } from '../queries';
import { OrderStateChip } from './OrderStateChip';

/** How long after the expiry time the dialog keeps asking (the server closes the order meanwhile). */
const EXPIRY_GRACE_MS = 10_000;

interface PaymentPanelProps {
  order: ActiveOrder;
  isOpen: boolean;
  onPaid: () => void;
  onChooseAgain: () => void;
}

function useNow(isTicking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!isTicking) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [isTicking]);
  return now;
}

const mmss = (ms: number) => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/**
 * Step two: the QR code to scan with WeChat, the amount, the time left, and the order's state asked
 * every 2 s while the dialog is open. On paid: the balance is refreshed and the dialog closes.
 */
export function PaymentPanel({ order, isOpen, onPaid, onChooseAgain }: PaymentPanelProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const now = useNow(isOpen);
  const left = Date.parse(order.expiresAt) - now;
  const status = useOrderStatus(order.outTradeNo, isOpen && left > -EXPIRY_GRACE_MS);
  const simulator = useSimulatorAvailable(isOpen);
  const simulatePay = useSimulatePay();
  const current: PaymentOrder | undefined = status.data;
  const isFinal = isFinalOrder(current);
  const isPaid = current?.state === 'paid';

  useEffect(() => {
    if (!current || !isFinalOrder(current)) return;
    forgetOrder(current.outTradeNo);
    void queryClient.invalidateQueries({ queryKey: [...topUpKeys.all, 'orders'] });
    // A paid order spends its coupon, an ended one frees it: earlier checks no longer hold.
    queryClient.removeQueries({ queryKey: [...topUpKeys.all, 'coupon'] });
    if (current.state !== 'paid') return;
    refreshWordsLeft(queryClient);
    const words = new Intl.NumberFormat(i18n.language).format(current.words + current.bonusWords);
    snackbar.show({ text: t('{{words}} words added', { words }), color: 'success' });
    onPaid();
    // Once per final state: the order never changes after it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current?.state]);

  const handleSimulate = () =>
    simulatePay.mutate(order.outTradeNo, {
      onSuccess: (paid) => queryClient.setQueryData(topUpKeys.order(order.outTradeNo), paid),
    });

  if (current && isFinal && !isPaid) {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
        <Alert severity="info" sx={{ width: '100%' }}>
          {current.state === 'expired'
            ? t('This order expired before it was paid. Nothing was charged.')
            : t('This order is closed and can no longer be paid.')}
        </Alert>
        <Button variant="contained" onClick={onChooseAgain}>
          {t('Choose a package')}
        </Button>
      </Box>
    );
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 3, alignItems: 'center' }}>
      <Box
        sx={{
          width: 220,
          height: 220,
          flexShrink: 0,
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          p: 1,
          bgcolor: '#fff',
        }}
      >
        {order.qrSvg ? (
          // An <img> shows the server's SVG without running anything inside it.
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(order.qrSvg)}`}
            alt={t('WeChat Pay QR code')}
            width={200}
            height={200}
          />
        ) : (
          <Typography variant="body2" color="textSecondary" sx={{ textAlign: 'center', px: 2 }}>
            {t('The QR code of this order is on the device that created it.')}
          </Typography>
        )}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 1.5, width: '100%' }}>
        <Typography color="textSecondary">{t('Scan with WeChat to pay')}</Typography>
        <Typography sx={{ fontSize: 30, fontWeight: 700 }} data-testid="order-amount">
          {formatYuan(order.orderAmount, i18n.language)}
        </Typography>
        {order.packageName && (
          <Typography variant="body2">
            {order.packageName} ·{' '}
            {t('{{words}} words', {
              words: new Intl.NumberFormat(i18n.language).format(order.words + order.bonusWords),
            })}
          </Typography>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <OrderStateChip state={current?.state ?? 'created'} />
          <Typography variant="body2" color="textSecondary" data-testid="order-countdown">
            {left > 0 ? t('Expires in {{time}}', { time: mmss(left) }) : t('Expired')}
          </Typography>
          {!isFinal && left > 0 && <CircularProgress size={14} aria-label={t('Waiting for the payment')} />}
        </Box>
        <Typography variant="caption" color="textSecondary" sx={{ wordBreak: 'break-all' }}>
          {t('Order {{number}}', { number: order.outTradeNo })}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
          {simulator && left > 0 && (
            <Button variant="contained" color="secondary" onClick={handleSimulate} disabled={simulatePay.isPending}>
              {t('Simulate payment')}
            </Button>
          )}
          <Button onClick={onChooseAgain}>{t('Choose another package')}</Button>
        </Box>
      </Box>
    </Box>
  );
}
