import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import Link from '@mui/material/Link';
import { AuthShell } from '../features/auth/components/AuthShell';
import { ResetPasswordForm } from '../features/auth/components/ResetPasswordForm';
import { clearSession } from '../features/auth/session';
import { snackbar } from '../lib/snackbarStore';
import { AppPath } from '../routes/paths';
import type { LoginLocationState } from './LoginPage';

/** /forgot-password: reset the password with a code sent by email. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();

  const handleReset = (email: string) => {
    // The server revoked every session of the account; a signed-in device must sign in again.
    clearSession();
    snackbar.show({ text: t('Your password was reset. Sign in with the new one.'), color: 'success' });
    // The sign-in form starts with the email filled in; navigation state keeps it out of the URL.
    const state: LoginLocationState = { email };
    void navigate(AppPath.login, { replace: true, state });
  };

  return (
    <AuthShell
      title={t('Reset your password')}
      subtitle={t('We will email you a code. Enter it with your new password.')}
      footer={
        <Link component={RouterLink} to={AppPath.login} underline="hover" variant="body2" sx={{ fontWeight: 600 }}>
          {t('Back to sign in')}
        </Link>
      }
    >
      <ResetPasswordForm onReset={handleReset} />
    </AuthShell>
  );
}
