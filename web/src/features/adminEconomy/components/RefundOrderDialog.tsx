import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { AdminOrder } from '@inkstone/shared/api/adminEconomy';
import { messageOf } from '../../../lib/errorMessages';
import { formatYuan } from '../../topUp/money';
import { useRefundOrder } from '../queries';

interface RefundOrderDialogProps {
  order: AdminOrder;
  onClose: () => void;
  onRefunded: (order: AdminOrder) => void;
}

/**
 * Confirms a full refund of a paid order with the reason written down; the server's refusal (words
 * already spent, WeChat Pay refused) stays in the dialog.
 */
export function RefundOrderDialog({ order, onClose, onRefunded }: RefundOrderDialogProps) {
  const { t, i18n } = useTranslation();
  const refund = useRefundOrder();
  const [note, setNote] = useState('');
  const [isNoteMissing, setNoteMissing] = useState(false);
  const words = new Intl.NumberFormat(i18n.language).format(order.words + order.bonusWords);

  function handleConfirm() {
    if (!note.trim()) {
      setNoteMissing(true);
      return;
    }
    refund.mutate({ outTradeNo: order.outTradeNo, note: note.trim() }, { onSuccess: onRefunded });
  }

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="refund-title">
      <DialogTitle id="refund-title">{t('Refund order {{outTradeNo}}', { outTradeNo: order.outTradeNo })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t(
            '{{amount}} goes back to the payer through WeChat Pay, and the {{words}} words of this order leave their balance. This cannot be undone.',
            { amount: formatYuan(order.orderAmount, i18n.language), words },
          )}
        </DialogContentText>
        {refund.error && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="refund-error">
            {messageOf(refund.error)}
          </Alert>
        )}
        <TextField
          label={t('Reason for the refund')}
          value={note}
          onChange={(event) => {
            setNote(event.target.value);
            setNoteMissing(false);
          }}
          error={isNoteMissing}
          helperText={isNoteMissing ? t('A note is required') : t('Kept in the ledger and the audit log.')}
          slotProps={{ htmlInput: { maxLength: 500 } }}
          fullWidth
          multiline
          minRows={2}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Cancel')}</Button>
        <Button color="error" variant="contained" loading={refund.isPending} onClick={handleConfirm}>
          {t('Refund')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
