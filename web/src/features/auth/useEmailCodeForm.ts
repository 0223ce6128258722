import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeSentRes } from '@inkstone/shared/api/login';
import { passwordRuleText } from './passwordRule';
import { useCodeSender } from './useCodeSender';
import { isValidCode, isValidEmail, isValidNewPassword } from './validation';

interface FieldErrors {
  email?: string;
  code?: string;
  password?: string;
}

/**
 * State of the email + emailed code + new password forms (registration, password reset): the
 * fields, their errors, sending the code, and `validate()` for submit.
 */
export function useEmailCodeForm(sendCode: (body: { email: string }) => Promise<CodeSentRes>) {
  const { t } = useTranslation();
  const sender = useCodeSender(sendCode);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const emailError = isValidEmail(email) ? undefined : t('Enter a valid email address.');

  const handleSend = () => {
    setErrors({ email: emailError });
    if (!emailError) sender.send({ email: email.trim() });
  };

  /** Shows every field's error; true when the form may be submitted. */
  const validate = (): boolean => {
    const next: FieldErrors = {
      email: emailError,
      code: isValidCode(code) ? undefined : t('Enter the 6-digit code.'),
      password: isValidNewPassword(password) ? undefined : passwordRuleText(t),
    };
    setErrors(next);
    return !next.email && !next.code && !next.password;
  };

  return {
    email: email.trim(),
    rawEmail: email,
    setEmail,
    code,
    setCode,
    password,
    setPassword,
    errors,
    sender,
    handleSend,
    validate,
  };
}

export type EmailCodeForm = ReturnType<typeof useEmailCodeForm>;
