import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PasswordField } from '../../../components/PasswordField';
import { messageOf } from '../../../lib/errorMessages';
import { snackbar } from '../../../lib/snackbarStore';
import { passwordRuleText } from '../../auth/passwordRule';
import { isValidNewPassword } from '../../auth/validation';
import { useChangePassword } from '../queries';

interface FieldErrors {
  currentPassword?: string;
  newPassword?: string;
}

/** Changes the password; the current one is required. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: FieldErrors = {
      currentPassword: currentPassword ? undefined : t('Enter your current password.'),
      newPassword: isValidNewPassword(newPassword) ? undefined : passwordRuleText(t),
    };
    setErrors(next);
    if (next.currentPassword || next.newPassword) return;
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          setCurrentPassword('');
          setNewPassword('');
          snackbar.show({ text: t('Your password was changed.'), color: 'success' });
        },
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit}>
      <Stack spacing={2.5}>
        {change.error && <Alert severity="error">{messageOf(change.error)}</Alert>}
        <PasswordField
          label={t('Current password')}
          autoComplete="current-password"
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
          error={Boolean(errors.currentPassword)}
          helperText={errors.currentPassword}
        />
        <PasswordField
          label={t('New password')}
          autoComplete="new-password"
          value={newPassword}
          onChange={(event) => setNewPassword(event.target.value)}
          error={Boolean(errors.newPassword)}
          helperText={passwordRuleText(t)}
        />
        <Box>
          <Button type="submit" variant="contained" loading={change.isPending}>
            {t('Change password')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
