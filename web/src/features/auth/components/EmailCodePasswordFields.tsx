import { useTranslation } from 'react-i18next';
import TextField from '@mui/material/TextField';
import { PasswordField } from '../../../components/PasswordField';
import { passwordRuleText } from '../passwordRule';
import type { EmailCodeForm } from '../useEmailCodeForm';
import { CodeField } from './CodeField';

interface EmailCodePasswordFieldsProps {
  form: EmailCodeForm;
  passwordLabel: string;
}

/** The email, emailed-code and new-password fields shared by registration and password reset. */
export function EmailCodePasswordFields({ form, passwordLabel }: EmailCodePasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('Email')}
        type="email"
        autoComplete="email"
        autoFocus
        value={form.rawEmail}
        onChange={(event) => form.setEmail(event.target.value)}
        error={Boolean(form.errors.email)}
        helperText={form.errors.email}
      />
      <CodeField
        value={form.code}
        onChange={form.setCode}
        error={form.errors.code}
        isSending={form.sender.isSending}
        secondsLeft={form.sender.secondsLeft}
        onSend={form.handleSend}
      />
      <PasswordField
        label={passwordLabel}
        autoComplete="new-password"
        value={form.password}
        onChange={(event) => form.setPassword(event.target.value)}
        error={Boolean(form.errors.password)}
        helperText={passwordRuleText(t)}
      />
    </>
  );
}
