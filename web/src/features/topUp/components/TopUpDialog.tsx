import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseRounded from '@mui/icons-material/CloseRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import { AppPath } from '../../../routes/paths';
import type { ActiveOrder } from '../pendingOrders';
import { PackageChooser } from './PackageChooser';
import { PaymentPanel } from './PaymentPanel';

interface TopUpDialogProps {
  isOpen: boolean;
  /** The pending order to resume, if any; else the dialog starts on the packages. */
  initialOrder: ActiveOrder | undefined;
  onClose: () => void;
}

/** The top-up dialog: choose a package (and a coupon), then pay by QR code. Full-screen on a phone. */
export function TopUpDialog({ isOpen, initialOrder, onClose }: TopUpDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [order, setOrder] = useState(initialOrder);

  return (
    <Dialog open={isOpen} onClose={onClose} fullScreen={isPhone} fullWidth maxWidth="md" aria-labelledby="top-up-title">
      <DialogTitle id="top-up-title" sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1.5 }}>
        <span style={{ flex: 1 }}>{t('Top up words')}</span>
        <Button
          component={RouterLink}
          to={AppPath.orders}
          onClick={onClose}
          size="small"
          startIcon={<ReceiptLongRounded />}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t('My orders')}
        </Button>
        <IconButton onClick={onClose} aria-label={t('Close')}>
          <CloseRounded />
        </IconButton>
      </DialogTitle>
      <DialogContent sx={{ pb: 3 }}>
        {order ? (
          <PaymentPanel order={order} isOpen={isOpen} onPaid={onClose} onChooseAgain={() => setOrder(undefined)} />
        ) : (
          <PackageChooser onOrdered={setOrder} />
        )}
      </DialogContent>
    </Dialog>
  );
}
