import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendRegisterCode } from '../api';
import { isUnknownInviteCode } from '../inviteCodeError';
import { useRegister } from '../queries';
import { useEmailCodeForm } from '../useEmailCodeForm';
import { EmailCodePasswordForm } from './EmailCodePasswordForm';
import { InviteCodeField } from './InviteCodeField';

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
  const isUnknownInvite = isUnknownInviteCode(registration.error);

  const submit = (invite: string) =>
    registration.mutate(
      { email: form.email, code: form.code, password: form.password, ...(invite ? { inviteCode: invite } : {}) },
      { onSuccess: onSignedIn },
    );

  // The server refuses an unknown code before it spends the emailed one, so the same code still works.
  const continueWithout = () => {
    setInviteCode('');
    if (form.validate()) submit('');
  };

  return (
    <EmailCodePasswordForm
      form={form}
      submitError={isUnknownInvite ? null : registration.error}
      sentText={t('We sent a code to {{recipient}}. Check your inbox.', { recipient: form.email })}
      passwordLabel={t('Password')}
      submitLabel={t('Create account')}
      isSubmitting={registration.isPending}
      onSubmit={() => submit(inviteCode.trim())}
    >
      <InviteCodeField
        value={inviteCode}
        onChange={(value) => {
          setInviteCode(value);
          if (isUnknownInvite) registration.reset();
        }}
        isUnknown={isUnknownInvite}
        onContinueWithout={continueWithout}
      />
    </EmailCodePasswordForm>
  );
}
