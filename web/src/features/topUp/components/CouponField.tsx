import { useTranslation } from 'react-i18next';
import TextField from '@mui/material/TextField';
import type { CouponCheckRes } from '@inkstone/shared/api/coupon';
import { couponRefusalText } from '../couponText';
import { formatYuan } from '../money';

interface CouponFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The live check of the typed code (undefined while nothing is typed or it is being checked). */
  check: CouponCheckRes | undefined;
  isChecking: boolean;
  /** A failed check (network, server) rather than a refusal. */
  failure: string | undefined;
}

/** The coupon code with the live check's verdict under it: the new price, or why it does not apply. */
export function CouponField({ value, onChange, check, isChecking, failure }: CouponFieldProps) {
  const { t, i18n } = useTranslation();
  const yuan = (fen: number) => formatYuan(fen, i18n.language);
  let helper = t('Optional');
  if (value.trim() && isChecking) helper = t('Checking the coupon…');
  else if (value.trim() && failure) helper = failure;
  else if (value.trim() && check?.valid === false) helper = couponRefusalText(check.reason, t);
  else if (value.trim() && check?.valid) {
    helper =
      check.bonusWords > 0 && check.discountFen === 0
        ? t('Coupon applied: {{bonus}} bonus words.', { bonus: check.bonusWords })
        : t('Coupon applied: {{discount}} off, you pay {{price}}.', {
            discount: yuan(check.discountFen),
            price: yuan(check.priceFen),
          });
  }
  const isRefused = Boolean(value.trim()) && !isChecking && (check?.valid === false || Boolean(failure));
  return (
    <TextField
      label={t('Coupon code')}
      value={value}
      onChange={(event) => onChange(event.target.value.toUpperCase())}
      error={isRefused}
      helperText={helper}
      fullWidth
      size="small"
      slotProps={{
        htmlInput: { maxLength: 64, autoComplete: 'off', 'data-testid': 'coupon-code' },
        formHelperText: {
          'data-testid': 'coupon-verdict',
          sx: check?.valid && !isChecking && value.trim() ? { color: 'success.main' } : undefined,
        } as object,
      }}
    />
  );
}
