import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PasswordField } from '../../../components/PasswordField';
import { messageOf } from '../../../lib/errorMessages';
import { sendRegisterCode } from '../api';
import { passwordRuleText } from '../passwordRule';
import { useRegister } from '../queries';
import { useCodeSender } from '../useCodeSender';
import { isValidCode, isValidEmail, isValidNewPassword } from '../validation';
import { CodeField } from './CodeField';

interface RegisterFormProps {
  initialInviteCode: string;
  onSignedIn: () => void;
}

interface FieldErrors {
  email?: string;
  code?: string;
  password?: string;
}

/** Registration by email: a code is mailed, then email + code + password create the account. */
export function RegisterForm({ initialInviteCode, onSignedIn }: RegisterFormProps) {
  const { t } = useTranslation();
  const registration = useRegister();
  const sender = useCodeSender(sendRegisterCode);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [inviteCode, setInviteCode] = useState(initialInviteCode);
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
    const invite = inviteCode.trim();
    registration.mutate(
      { email: email.trim(), code, password, ...(invite ? { inviteCode: invite } : {}) },
      { onSuccess: onSignedIn },
    );
  };

  const error = registration.error ?? sender.error;
  return (
    <Box component="form" noValidate onSubmit={handleSubmit}>
      <Stack spacing={2.25}>
        {error && <Alert severity="error">{messageOf(error)}</Alert>}
        {sender.hasSent && !error && (
          <Alert severity="success">
            {t('We sent a code to {{recipient}}. Check your inbox.', { recipient: email.trim() })}
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
          label={t('Password')}
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={Boolean(errors.password)}
          helperText={passwordRuleText(t)}
        />
        <TextField
          label={t('Invite code (optional)')}
          value={inviteCode}
          onChange={(event) => setInviteCode(event.target.value)}
          autoComplete="off"
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={registration.isPending}>
          {t('Create account')}
        </Button>
      </Stack>
    </Box>
  );
}
