import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PasswordField } from '../../../components/PasswordField';
import { messageOf } from '../../../lib/errorMessages';
import { passwordRuleText } from '../passwordRule';
import type { EmailCodeForm } from '../useEmailCodeForm';
import { CodeField } from './CodeField';

interface EmailCodePasswordFormProps {
  form: EmailCodeForm;
  /** The failed submit, if any; the code sender's failure shows the same way. */
  submitError: Error | null;
  /** Shown once a code was sent (and nothing failed since). */
  sentText: string;
  passwordLabel: string;
  submitLabel: string;
  isSubmitting: boolean;
  /** Called with the fields valid. */
  onSubmit: () => void;
  /** Fields of one form only, after the password (registration's invite code). */
  children?: ReactNode;
}

/**
 * The form of registration and password reset: email, emailed code and new password, with the
 * sent-code and failure messages above them and the submit button below.
 */
export function EmailCodePasswordForm(props: EmailCodePasswordFormProps) {
  const { form, sentText, passwordLabel, submitLabel, isSubmitting, onSubmit, children } = props;
  const { t } = useTranslation();
  const error = props.submitError ?? form.sender.error;
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (form.validate()) onSubmit();
  };
  return (
    <Box component="form" noValidate onSubmit={handleSubmit}>
      <Stack spacing={2.25}>
        {error && <Alert severity="error">{messageOf(error)}</Alert>}
        {form.sender.hasSent && !error && <Alert severity="success">{sentText}</Alert>}
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
        {children}
        <Button type="submit" variant="contained" size="large" fullWidth loading={isSubmitting}>
          {submitLabel}
        </Button>
      </Stack>
    </Box>
  );
}
