import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { AdminPackage, CouponBatchRes } from '@inkstone/shared/api/adminEconomy';
import { messageOf } from '../../../lib/errorMessages';
import {
  type CouponFormErrors,
  type CouponFormValues,
  EMPTY_COUPON_FORM,
  parseBatchFields,
  parseCouponCode,
  parseCouponTerms,
} from '../couponForm';
import { useCreateCoupon, useIssueCouponBatch } from '../queries';
import { CouponTermsFields } from './CouponTermsFields';

interface CouponDialogProps {
  /** One coupon with a chosen code, or a batch with random codes. */
  mode: 'one' | 'batch';
  packages: AdminPackage[];
  onClose: () => void;
  /** After a batch is issued: its id, for the CSV export. */
  onBatchIssued: (batch: CouponBatchRes) => void;
}

/** Creates one coupon or issues a batch; mount it to open it. */
export function CouponDialog({ mode, packages, onClose, onBatchIssued }: CouponDialogProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<CouponFormValues>(EMPTY_COUPON_FORM);
  const [errors, setErrors] = useState<CouponFormErrors>({});
  const create = useCreateCoupon();
  const batch = useIssueCouponBatch();
  const error = create.error ?? batch.error;
  const set = (key: keyof CouponFormValues, value: string) => setValues({ ...values, [key]: value });

  function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = parseCouponTerms(values, t);
    if (mode === 'one') {
      const code = parseCouponCode(values, t);
      setErrors({ ...parsed.errors, code: code.error });
      if (parsed.terms && code.code) create.mutate({ code: code.code, terms: parsed.terms }, { onSuccess: onClose });
      return;
    }
    const fields = parseBatchFields(values, t);
    setErrors({ ...parsed.errors, ...fields.errors });
    if (parsed.terms && fields.count !== undefined)
      batch.mutate(
        { count: fields.count, prefix: fields.prefix ?? '', terms: parsed.terms },
        { onSuccess: onBatchIssued },
      );
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={handleSubmit} noValidate>
        <DialogTitle>{mode === 'one' ? t('New coupon') : t('Issue a batch of coupons')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && <Alert severity="error">{messageOf(error)}</Alert>}
            {mode === 'one' ? (
              <TextField
                label={t('Code')}
                value={values.code}
                onChange={(event) => set('code', event.target.value)}
                error={Boolean(errors.code)}
                helperText={errors.code}
              />
            ) : (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField
                  label={t('How many')}
                  inputMode="numeric"
                  value={values.count}
                  onChange={(event) => set('count', event.target.value)}
                  error={Boolean(errors.count)}
                  helperText={errors.count}
                  fullWidth
                />
                <TextField
                  label={t('Code prefix')}
                  value={values.prefix}
                  onChange={(event) => set('prefix', event.target.value)}
                  error={Boolean(errors.prefix)}
                  helperText={errors.prefix ?? t('Optional')}
                  fullWidth
                />
              </Stack>
            )}
            <CouponTermsFields values={values} errors={errors} packages={packages} onChange={set} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('Cancel')}</Button>
          <Button type="submit" variant="contained" loading={create.isPending || batch.isPending}>
            {mode === 'one' ? t('Create') : t('Issue')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
