import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PasswordField } from '../../../components/PasswordField';
import { messageOf } from '../../../lib/errorMessages';
import { sendResetPasswordCode } from '../api';
import { passwordRuleText } from '../passwordRule';
import { useResetPassword } from '../queries';
import { useCodeSender } from '../useCodeSender';
import { isValidCode, isValidEmail, isValidNewPassword } from '../validation';
import { CodeField } from './CodeField';

interface ResetPasswordFormProps {
  onReset: () => void;
}

interface FieldErrors {
  email?: string;
  code?: string;
  password?: string;
}

/** Password reset by email code; every session of the account is signed out by the server. */
export function ResetPasswordForm({ onReset }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const sender = useCodeSender(sendResetPasswordCode);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const emailError = isValidEmail(email) ? undefined : t('Enter a valid email address.');

  const handleSend = () => {
    setErrors({ email: emailError });
    if (!emailError) sender.send({ email: email.trim() });
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: FieldErrors = {
      email: emailError,
      code: isValidCode(code) ? undefined : t('Enter the 6-digit code.'),
      password: isValidNewPassword(password) ? undefined : passwordRuleText(t),
    };
    setErrors(next);
    if (next.email || next.code || next.password) return;
    reset.mutate({ email: email.trim(), code, password }, { onSuccess: onReset });
  };

  const error = reset.error ?? sender.error;
  return (
    <Box component="form" noValidate onSubmit={handleSubmit}>
      <Stack spacing={2.25}>
        {error && <Alert severity="error">{messageOf(error)}</Alert>}
        {sender.hasSent && !error && (
          <Alert severity="success">
            {t('If an account uses {{recipient}}, a code is on its way.', { recipient: email.trim() })}
          </Alert>
        )}
        <TextField
          label={t('Email')}
          type="email"
          autoComplete="email"
          autoFocus
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={Boolean(errors.email)}
          helperText={errors.email}
        />
        <CodeField
          value={code}
          onChange={setCode}
          error={errors.code}
          isSending={sender.isSending}
          secondsLeft={sender.secondsLeft}
          onSend={handleSend}
        />
        <PasswordField
          label={t('New password')}
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={Boolean(errors.password)}
          helperText={passwordRuleText(t)}
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={reset.isPending}>
          {t('Reset password')}
        </Button>
      </Stack>
    </Box>
  );
}
