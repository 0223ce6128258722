import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import QrCode2Rounded from '@mui/icons-material/QrCode2Rounded';
import { isApiError } from '../../../lib/apiError';
import { messageOf } from '../../../lib/errorMessages';
import { couponRefusalText, refusalOfErrorCode } from '../couponText';
import { formatYuan } from '../money';
import { activeOrderOf, rememberOrder, type ActiveOrder } from '../pendingOrders';
import { useCouponCheck, useCreateOrder, usePackages } from '../queries';
import { useDebouncedValue } from '../useDebouncedValue';
import { CouponField } from './CouponField';
import { PackageCard } from './PackageCard';

/** How long the coupon field waits after the last keystroke before checking. */
export const COUPON_DEBOUNCE_MS = 400;

interface PackageChooserProps {
  onOrdered: (order: ActiveOrder) => void;
}

/** Step one of a top-up: a package, an optional coupon, the price, and "Pay with WeChat". */
export function PackageChooser({ onOrdered }: PackageChooserProps) {
  const { t, i18n } = useTranslation();
  const packages = usePackages(true);
  const [chosenId, setChosenId] = useState<string>();
  const [coupon, setCoupon] = useState('');
  const code = useDebouncedValue(coupon.trim(), COUPON_DEBOUNCE_MS);
  const items = packages.data?.items ?? [];
  const selected = items.find((pkg) => pkg.id === chosenId) ?? items[0];
  const check = useCouponCheck(selected?.id, code);
  const createOrder = useCreateOrder();
  const isSettled = code === coupon.trim();
  const isChecking = Boolean(coupon.trim()) && (!isSettled || check.isFetching);
  const verdict = isSettled && !check.isFetching ? check.data : undefined;
  const isCouponBlocking = Boolean(coupon.trim()) && (isChecking || verdict?.valid !== true);
  const price = verdict?.valid ? verdict.priceFen : selected?.priceFen;

  const handlePay = () => {
    if (!selected) return;
    createOrder.mutate(
      { packageId: selected.id, couponCode: coupon.trim() || undefined },
      {
        onSuccess: (created) => {
          const order = activeOrderOf(created);
          rememberOrder(selected.id, order);
          onOrdered(order);
        },
      },
    );
  };

  if (packages.isPending) {
    return (
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={116} />
        ))}
      </Box>
    );
  }
  if (packages.isError) return <Alert severity="error">{messageOf(packages.error)}</Alert>;
  if (!selected) return <Alert severity="info">{t('No packages are on sale right now.')}</Alert>;
  if (packages.data.provider === 'none')
    return (
      <Alert severity="info" data-testid="top-up-unavailable">
        {t('Top-ups are not set up on this server yet. Ask its administrator to connect WeChat Pay.')}
      </Alert>
    );

  const orderError = createOrder.error;
  const refusal = isApiError(orderError) ? refusalOfErrorCode(orderError.errorCode) : undefined;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box
        role="group"
        aria-label={t('Packages')}
        sx={{
          display: 'grid',
          gap: 2,
          pt: 1,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fit, minmax(180px, 1fr))' },
        }}
      >
        {items.map((pkg) => (
          <PackageCard
            key={pkg.id}
            pkg={pkg}
            isSelected={pkg.id === selected.id}
            onSelect={() => setChosenId(pkg.id)}
          />
        ))}
      </Box>
      <CouponField
        value={coupon}
        onChange={setCoupon}
        check={verdict}
        isChecking={isChecking}
        failure={isSettled && check.isError ? messageOf(check.error) : undefined}
      />
      {orderError && <Alert severity="error">{refusal ? couponRefusalText(refusal, t) : messageOf(orderError)}</Alert>}
      <Box
        sx={{
          display: 'flex',
          alignItems: { xs: 'stretch', sm: 'center' },
          flexDirection: { xs: 'column', sm: 'row' },
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Box>
          <Typography color="textSecondary" variant="body2">
            {t('To pay')}
          </Typography>
          <Typography sx={{ fontSize: 26, fontWeight: 700 }} data-testid="top-up-price">
            {price !== undefined && formatYuan(price, i18n.language)}
          </Typography>
        </Box>
        <Button
          variant="contained"
          size="large"
          startIcon={createOrder.isPending ? <CircularProgress size={18} color="inherit" /> : <QrCode2Rounded />}
          disabled={createOrder.isPending || isCouponBlocking}
          onClick={handlePay}
        >
          {t('Pay with WeChat')}
        </Button>
      </Box>
    </Box>
  );
}
