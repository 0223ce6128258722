import { useTranslation } from 'react-i18next';
import { sendResetPasswordCode } from '../api';
import { useResetPassword } from '../queries';
import { useEmailCodeForm } from '../useEmailCodeForm';
import { EmailCodePasswordForm } from './EmailCodePasswordForm';

interface ResetPasswordFormProps {
  /** Called with the account's email once the password is reset. */
  onReset: (email: string) => void;
}

/** Password reset by email code; every session of the account is signed out by the server. */
export function ResetPasswordForm({ onReset }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const form = useEmailCodeForm(sendResetPasswordCode);
  return (
    <EmailCodePasswordForm
      form={form}
      submitError={reset.error}
      sentText={t('If an account uses {{recipient}}, a code is on its way.', { recipient: form.email })}
      passwordLabel={t('New password')}
      submitLabel={t('Reset password')}
      isSubmitting={reset.isPending}
      onSubmit={() =>
        reset.mutate(
          { email: form.email, code: form.code, password: form.password },
          { onSuccess: () => onReset(form.email) },
        )
      }
    />
  );
}
