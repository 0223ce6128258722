import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { messageOf } from '../../../lib/errorMessages';
import { sendResetPasswordCode } from '../api';
import { useResetPassword } from '../queries';
import { useEmailCodeForm } from '../useEmailCodeForm';
import { EmailCodePasswordFields } from './EmailCodePasswordFields';

interface ResetPasswordFormProps {
  onReset: () => void;
}

/** Password reset by email code; every session of the account is signed out by the server. */
export function ResetPasswordForm({ onReset }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const form = useEmailCodeForm(sendResetPasswordCode);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    reset.mutate({ email: form.email, code: form.code, password: form.password }, { onSuccess: onReset });
  };

  const error = reset.error ?? form.sender.error;
  return (
    <Box component="form" noValidate onSubmit={handleSubmit}>
      <Stack spacing={2.25}>
        {error && <Alert severity="error">{messageOf(error)}</Alert>}
        {form.sender.hasSent && !error && (
          <Alert severity="success">
            {t('If an account uses {{recipient}}, a code is on its way.', { recipient: form.email })}
          </Alert>
        )}
        <EmailCodePasswordFields form={form} passwordLabel={t('New password')} />
        <Button type="submit" variant="contained" size="large" fullWidth loading={reset.isPending}>
          {t('Reset password')}
        </Button>
      </Stack>
    </Box>
  );
}
