import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { accountTypeOf } from '@inkstone/shared/accountName';
import { PasswordField } from '../../../components/PasswordField';
import { messageOf } from '../../../lib/errorMessages';
import { AppPath } from '../../../routes/paths';
import { useEmailLogin } from '../queries';
import { isValidEmail, isValidPhone } from '../validation';

interface EmailLoginFormProps {
  onSignedIn: () => void;
  /** Switches to the SMS tab, offered when a phone number is typed here. */
  onUseSms: (phone: string) => void;
  /** The email to start with (the account whose password was just reset). */
  initialEmail?: string;
}

interface FieldErrors {
  email?: string;
  password?: string;
}

/** Email + password sign-in. */
export function EmailLoginForm({ onSignedIn, onUseSms, initialEmail = '' }: EmailLoginFormProps) {
  const { t } = useTranslation();
  const login = useEmailLogin();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  // spec §5: an account name that is not an email is a phone, and phones sign in by SMS.
  const isPhone = email.trim() !== '' && accountTypeOf(email) === 'phone' && isValidPhone(email);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: FieldErrors = {
      email: isValidEmail(email) ? undefined : t('Enter a valid email address.'),
      password: password ? undefined : t('Enter your password.'),
    };
    setErrors(next);
    if (next.email || next.password) return;
    login.mutate({ email: email.trim(), password }, { onSuccess: onSignedIn });
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit}>
      <Stack spacing={2.25}>
        {login.error && <Alert severity="error">{messageOf(login.error)}</Alert>}
        <TextField
          label={t('Email')}
          type="email"
          autoComplete="email"
          autoFocus={!initialEmail}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={Boolean(errors.email)}
          helperText={
            errors.email ??
            (isPhone && (
              <>
                {t('That looks like a phone number.')}{' '}
                <Link
                  component="button"
                  type="button"
                  onClick={() => onUseSms(email.trim())}
                  sx={{ verticalAlign: 'baseline' }}
                >
                  {t('Sign in with an SMS code instead')}
                </Link>
              </>
            ))
          }
        />
        <PasswordField
          label={t('Password')}
          autoComplete="current-password"
          // With the email already there (after a reset), the new password is what is left to type.
          autoFocus={Boolean(initialEmail)}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={Boolean(errors.password)}
          helperText={errors.password}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: '8px !important' }}>
          <Link component={RouterLink} to={AppPath.forgotPassword} variant="body2" underline="hover">
            {t('Forgot password?')}
          </Link>
        </Box>
        <Button type="submit" variant="contained" size="large" fullWidth loading={login.isPending}>
          {t('Sign in')}
        </Button>
      </Stack>
    </Box>
  );
}
