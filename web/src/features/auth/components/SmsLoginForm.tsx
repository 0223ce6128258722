import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { VERIFICATION_CODE_TTL_MS } from '@inkstone/shared/constants';
import { messageOf } from '../../../lib/errorMessages';
import { sendSmsCode } from '../api';
import { isUnknownInviteCode } from '../inviteCodeError';
import { useSmsLogin } from '../queries';
import { useCodeSender } from '../useCodeSender';
import { isValidCode, isValidPhone } from '../validation';
import { CodeField } from './CodeField';
import { InviteCodeField } from './InviteCodeField';

const CODE_TTL_MINUTES = VERIFICATION_CODE_TTL_MS / 60_000;

interface SmsLoginFormProps {
  onSignedIn: () => void;
  initialPhone?: string;
  /** From an invite link: shown in its own field and sent with the sign-in (it counts for new numbers). */
  initialInviteCode?: string;
}

interface FieldErrors {
  phone?: string;
  code?: string;
}

/** Phone + SMS code sign-in; the first sign-in with a new number creates the account. */
export function SmsLoginForm({ onSignedIn, initialPhone = '', initialInviteCode = '' }: SmsLoginFormProps) {
  const { t } = useTranslation();
  const login = useSmsLogin();
  const sender = useCodeSender(sendSmsCode);
  const [phone, setPhone] = useState(initialPhone);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [inviteCode, setInviteCode] = useState(initialInviteCode);
  const isUnknownInvite = isUnknownInviteCode(login.error);
  const phoneError = isValidPhone(phone) ? undefined : t('Enter a valid mobile number.');

  const handleSend = () => {
    setErrors({ phone: phoneError });
    if (!phoneError) sender.send({ phone });
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: FieldErrors = { phone: phoneError, code: isValidCode(code) ? undefined : t('Enter the 6-digit code.') };
    setErrors(next);
    if (next.phone || next.code) return;
    submit(inviteCode.trim());
  };

  const submit = (invite: string) =>
    login.mutate({ phone, code, ...(invite ? { inviteCode: invite } : {}) }, { onSuccess: onSignedIn });

  // An unknown code is refused before the SMS code is spent, so the same code signs in without it.
  const continueWithout = () => {
    setInviteCode('');
    submit('');
  };

  const error = (isUnknownInvite ? null : login.error) ?? sender.error;
  return (
    <Box component="form" noValidate onSubmit={handleSubmit}>
      <Stack spacing={2.25}>
        {error && <Alert severity="error">{messageOf(error)}</Alert>}
        {sender.hasSent && !error && (
          <Alert severity="success">
            {t('We sent a code to {{recipient}}. It is valid for {{minutes}} minutes.', {
              recipient: phone,
              minutes: CODE_TTL_MINUTES,
            })}
          </Alert>
        )}
        <TextField
          label={t('Phone number')}
          type="tel"
          autoComplete="tel"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          error={Boolean(errors.phone)}
          helperText={errors.phone ?? t('New numbers get an account on first sign-in.')}
        />
        <CodeField
          value={code}
          onChange={setCode}
          error={errors.code}
          isSending={sender.isSending}
          secondsLeft={sender.secondsLeft}
          onSend={handleSend}
        />
        {(initialInviteCode || isUnknownInvite) && (
          <InviteCodeField
            value={inviteCode}
            onChange={(value) => {
              setInviteCode(value);
              if (isUnknownInvite) login.reset();
            }}
            isUnknown={isUnknownInvite}
            onContinueWithout={continueWithout}
            helperText={t('Counts only when this number has no account yet.')}
          />
        )}
        <Button type="submit" variant="contained" size="large" fullWidth loading={login.isPending}>
          {t('Sign in')}
        </Button>
      </Stack>
    </Box>
  );
}
