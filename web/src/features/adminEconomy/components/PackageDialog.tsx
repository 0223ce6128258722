import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { AdminPackage } from '@inkstone/shared/api/adminEconomy';
import { messageOf } from '../../../lib/errorMessages';
import { type PackageFormErrors, packageFormValuesOf, parsePackageForm } from '../packageForm';
import { useSavePackage } from '../queries';

interface PackageDialogProps {
  /** The package to edit; a new one when absent. */
  pkg?: AdminPackage;
  onClose: () => void;
}

/** Create or edit a package; prices are typed in yuan and sent in fen. Mount it to open it. */
export function PackageDialog({ pkg, onClose }: PackageDialogProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(() => packageFormValuesOf(pkg));
  const [errors, setErrors] = useState<PackageFormErrors>({});
  const save = useSavePackage();
  const field = (key: keyof typeof values) => ({
    value: values[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setValues({ ...values, [key]: event.target.value }),
    error: Boolean(errors[key]),
    helperText: errors[key],
    fullWidth: true,
  });
  const yuan = { input: { startAdornment: <InputAdornment position="start">¥</InputAdornment> } };

  function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = parsePackageForm(values, t);
    setErrors(parsed.errors);
    if (parsed.body) save.mutate({ body: parsed.body, id: pkg?.id }, { onSuccess: onClose });
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={handleSubmit} noValidate>
        <DialogTitle>{pkg ? t('Edit package') : t('New package')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {save.error && <Alert severity="error">{messageOf(save.error)}</Alert>}
            <TextField label={t('Name')} {...field('name')} />
            <TextField
              label={t('Name in Chinese')}
              {...field('nameZh')}
              helperText={errors.nameZh ?? t('Optional; shown when the interface is in Chinese')}
            />
            <TextField label={t('Words')} inputMode="numeric" {...field('words')} />
            <TextField label={t('Price (yuan)')} inputMode="decimal" slotProps={yuan} {...field('price')} />
            <TextField
              label={t('Original price (yuan)')}
              inputMode="decimal"
              slotProps={yuan}
              {...field('originalPrice')}
              helperText={errors.originalPrice ?? t('Optional; shown struck through')}
            />
            <TextField label={t('Badge')} {...field('badge')} helperText={errors.badge ?? t('Optional')} />
            <TextField
              label={t('Badge in Chinese')}
              {...field('badgeZh')}
              helperText={errors.badgeZh ?? t('Optional; shown when the interface is in Chinese')}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('Cancel')}</Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t('Save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
