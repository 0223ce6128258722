import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import TextField from '@mui/material/TextField';
import { sendRegisterCode } from '../api';
import { useRegister } from '../queries';
import { useEmailCodeForm } from '../useEmailCodeForm';
import { EmailCodePasswordForm } from './EmailCodePasswordForm';

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

  const register = () => {
    const invite = inviteCode.trim();
    registration.mutate(
      { email: form.email, code: form.code, password: form.password, ...(invite ? { inviteCode: invite } : {}) },
      { onSuccess: onSignedIn },
    );
  };

  return (
    <EmailCodePasswordForm
      form={form}
      submitError={registration.error}
      sentText={t('We sent a code to {{recipient}}. Check your inbox.', { recipient: form.email })}
      passwordLabel={t('Password')}
      submitLabel={t('Create account')}
      isSubmitting={registration.isPending}
      onSubmit={register}
    >
      <TextField
        label={t('Invite code (optional)')}
        value={inviteCode}
        onChange={(event) => setInviteCode(event.target.value)}
        autoComplete="off"
      />
    </EmailCodePasswordForm>
  );
}
