import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { AdminCoupon, AdminPackage } from '@inkstone/shared/api/adminEconomy';
import { couponKindLabel } from '../couponKindLabel';
import { couponStateText, couponValueText } from '../couponText';
import { formatDateTime } from '../formatDateTime';

interface CouponsTableProps {
  coupons: AdminCoupon[];
  packages: AdminPackage[];
  onUsage: (coupon: AdminCoupon) => void;
  onDisable: (coupon: AdminCoupon) => void;
}

/** One page of coupons with their terms, uses and state. */
export function CouponsTable({ coupons, packages, onUsage, onDisable }: CouponsTableProps) {
  const { t, i18n } = useTranslation();
  const packageName = (id: string | null) =>
    id === null ? t('Any package') : (packages.find((pkg) => pkg.id === id)?.name ?? id);
  return (
    <Table
      size="small"
      sx={{ minWidth: 1100, '& th': { fontWeight: 600, color: 'text.secondary', whiteSpace: 'nowrap' } }}
    >
      <TableHead>
        <TableRow>
          <TableCell>{t('Code')}</TableCell>
          <TableCell>{t('Kind')}</TableCell>
          <TableCell>{t('Value')}</TableCell>
          <TableCell>{t('Valid')}</TableCell>
          <TableCell align="right">{t('Uses')}</TableCell>
          <TableCell>{t('Package')}</TableCell>
          <TableCell>{t('State')}</TableCell>
          <TableCell align="right">{t('Actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {coupons.length === 0 ? (
          <TableRow>
            <TableCell colSpan={8} align="center" sx={{ py: 6, color: 'text.secondary' }}>
              {t('No data available')}
            </TableCell>
          </TableRow>
        ) : (
          coupons.map((coupon) => (
            <TableRow key={coupon.id} hover data-testid="coupon-row">
              <TableCell sx={{ fontFamily: 'monospace' }}>{coupon.code}</TableCell>
              <TableCell>{couponKindLabel(coupon.kind, t)}</TableCell>
              <TableCell>{couponValueText(coupon, t, i18n.language)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {coupon.startsAt || coupon.endsAt
                  ? `${formatDateTime(coupon.startsAt, i18n.language)} – ${formatDateTime(coupon.endsAt, i18n.language)}`
                  : t('Always')}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {coupon.usedCount} / {coupon.totalUses ?? '∞'}
              </TableCell>
              <TableCell>{packageName(coupon.packageId)}</TableCell>
              <TableCell>{couponStateText(coupon, t)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Button size="small" onClick={() => onUsage(coupon)}>
                  {t('Usage')}
                </Button>
                {!coupon.isDisabled && (
                  <Button size="small" color="error" onClick={() => onDisable(coupon)}>
                    {t('Disable')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
