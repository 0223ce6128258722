import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { messageOf } from '../../../lib/errorMessages';
import { sendRegisterCode } from '../api';
import { useRegister } from '../queries';
import { useEmailCodeForm } from '../useEmailCodeForm';
import { EmailCodePasswordFields } from './EmailCodePasswordFields';

interface RegisterFormProps {
  initialInviteCode: string;
  onSignedIn: () => void;
}

/** Registration by email: a code is mailed, then email + code + password create the account. */
export function RegisterForm({ initialInviteCode, onSignedIn }: RegisterFormProps) {
  const { t } = useTranslation();
  const registration = useRegister();
  const form = useEmailCodeForm(sendRegisterCode);
  const [inviteCode, setInviteCode] = useState(initialInviteCode);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const invite = inviteCode.trim();
    registration.mutate(
      { email: form.email, code: form.code, password: form.password, ...(invite ? { inviteCode: invite } : {}) },
      { onSuccess: onSignedIn },
    );
  };

  const error = registration.error ?? form.sender.error;
  return (
    <Box component="form" noValidate onSubmit={handleSubmit}>
      <Stack spacing={2.25}>
        {error && <Alert severity="error">{messageOf(error)}</Alert>}
        {form.sender.hasSent && !error && (
          <Alert severity="success">
            {t('We sent a code to {{recipient}}. Check your inbox.', { recipient: form.email })}
          </Alert>
        )}
        <EmailCodePasswordFields form={form} passwordLabel={t('Password')} />
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
