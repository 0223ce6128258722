import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { AdminCoupon } from '@inkstone/shared/api/adminEconomy';
import { messageOf } from '../../../lib/errorMessages';
import { formatDateTime } from '../formatDateTime';
import { useCouponUsage } from '../queries';

interface CouponUsageDialogProps {
  coupon: AdminCoupon;
  onClose: () => void;
}

/** Who reserved or used a coupon, with which order and when. */
export function CouponUsageDialog({ coupon, onClose }: CouponUsageDialogProps) {
  const { t, i18n } = useTranslation();
  const usage = useCouponUsage(coupon.id);
  const stateText = { reserved: t('Reserved'), consumed: t('Used'), released: t('Released') };
  const rows = usage.data?.redemptions ?? [];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{t('Usage of {{code}}', { code: coupon.code })}</DialogTitle>
      <DialogContent>
        {usage.isLoading && <LinearProgress />}
        {usage.error && <Alert severity="error">{messageOf(usage.error)}</Alert>}
        {usage.data && (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" sx={{ minWidth: 600 }}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('User ID')}</TableCell>
                  <TableCell>{t('Order number')}</TableCell>
                  <TableCell>{t('State')}</TableCell>
                  <TableCell>{t('Time')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={4} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                      {t('No one has used this coupon yet.')}
                    </TableCell>
                  </TableRow>
                ) : (
                  rows.map((row) => (
                    <TableRow key={`${row.outTradeNo}-${row.createdAt}`} data-testid="usage-row">
                      <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }}>{row.userId}</TableCell>
                      <TableCell sx={{ fontFamily: 'monospace' }}>{row.outTradeNo}</TableCell>
                      <TableCell>{stateText[row.state]}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {formatDateTime(row.createdAt, i18n.language)}
                      </TableCell>
                    </TableRow>
                  ))
                )}
              </TableBody>
            </Table>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
