import { useTranslation } from 'react-i18next';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { AdminPackage } from '@inkstone/shared/api/adminEconomy';
import { CouponKind } from '@inkstone/shared/api/coupon';
import type { CouponFormErrors, CouponFormValues } from '../couponForm';
import { couponKindLabel } from '../couponKindLabel';

interface CouponTermsFieldsProps {
  values: CouponFormValues;
  errors: CouponFormErrors;
  packages: AdminPackage[];
  onChange: (key: keyof CouponFormValues, value: string) => void;
}

/** What a coupon does and when: the fields shared by one coupon and a batch. */
export function CouponTermsFields({ values, errors, packages, onChange }: CouponTermsFieldsProps) {
  const { t } = useTranslation();
  const field = (key: keyof CouponFormValues) => ({
    value: values[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange(key, event.target.value),
    error: Boolean(errors[key]),
    helperText: errors[key],
    fullWidth: true,
  });
  const valueLabel =
    values.kind === 'amount_off'
      ? t('Amount off (yuan)')
      : values.kind === 'percent_off'
        ? t('Percent off')
        : t('Bonus words');
  const dateSlot = { inputLabel: { shrink: true } };

  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField select label={t('Kind')} {...field('kind')}>
          {CouponKind.options.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {couponKindLabel(kind, t)}
            </MenuItem>
          ))}
        </TextField>
        <TextField label={valueLabel} inputMode="decimal" {...field('value')} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {values.kind === 'percent_off' && (
          <TextField
            label={t('Most off (yuan)')}
            inputMode="decimal"
            {...field('maxDiscount')}
            helperText={errors.maxDiscount ?? t('Optional')}
          />
        )}
        <TextField
          label={t('Minimum order (yuan)')}
          inputMode="decimal"
          {...field('minAmount')}
          helperText={errors.minAmount ?? t('Optional')}
        />
      </Stack>
      <TextField select label={t('Package')} {...field('packageId')}>
        <MenuItem value="">{t('Any package')}</MenuItem>
        {packages
          .filter((pkg) => !pkg.isRetired)
          .map((pkg) => (
            <MenuItem key={pkg.id} value={pkg.id}>
              {pkg.name}
            </MenuItem>
          ))}
      </TextField>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField type="datetime-local" label={t('Starts')} slotProps={dateSlot} {...field('startsAt')} />
        <TextField type="datetime-local" label={t('Ends')} slotProps={dateSlot} {...field('endsAt')} />
      </Stack>
      <TextField
        label={t('Total uses')}
        inputMode="numeric"
        {...field('totalUses')}
        helperText={errors.totalUses ?? t('Unlimited when empty')}
      />
    </>
  );
}
