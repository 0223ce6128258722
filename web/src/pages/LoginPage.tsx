import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { AuthShell } from '../features/auth/components/AuthShell';
import { EmailLoginForm } from '../features/auth/components/EmailLoginForm';
import { SmsLoginForm } from '../features/auth/components/SmsLoginForm';
import { useAfterLogin } from '../features/auth/useAfterLogin';
import { inviteCodeFrom } from '../features/invitation/inviteCodeParam';
import { AppPath } from '../routes/paths';

type Method = 'email' | 'sms';

/** What another page may hand the sign-in page: the email to start with (after a password reset). */
export interface LoginLocationState {
  email?: string;
}

function initialEmailOf(state: unknown): string {
  const email = (state as LoginLocationState | null)?.email;
  return typeof email === 'string' ? email : '';
}

/** /login: sign in by email and password, or by phone and SMS code (spec §1). */
export function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const { search } = location;
  const afterLogin = useAfterLogin();
  const [method, setMethod] = useState<Method>(() =>
    new URLSearchParams(search).get('tab') === 'sms' ? 'sms' : 'email',
  );
  const [phone, setPhone] = useState('');

  const switchToSms = (typedPhone: string) => {
    setPhone(typedPhone);
    setMethod('sms');
  };

  return (
    <AuthShell
      title={t('Welcome back')}
      subtitle={t('Sign in to continue your writing and research.')}
      footer={
        <Typography variant="body2" color="textSecondary">
          {t('New to Inkstone?')}{' '}
          <Link component={RouterLink} to={`${AppPath.register}${search}`} underline="hover" sx={{ fontWeight: 600 }}>
            {t('Create account')}
          </Link>
        </Typography>
      }
    >
      <Tabs
        value={method}
        onChange={(_, value: Method) => setMethod(value)}
        variant="fullWidth"
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="email" label={t('Email')} />
        <Tab value="sms" label={t('SMS')} />
      </Tabs>
      {method === 'email' ? (
        <EmailLoginForm onSignedIn={afterLogin} onUseSms={switchToSms} initialEmail={initialEmailOf(location.state)} />
      ) : (
        <SmsLoginForm
          onSignedIn={afterLogin}
          initialPhone={phone}
          initialInviteCode={inviteCodeFrom(new URLSearchParams(search))}
        />
      )}
    </AuthShell>
  );
}
