import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { AuthShell } from '../features/auth/components/AuthShell';
import { RegisterForm } from '../features/auth/components/RegisterForm';
import { useAfterLogin } from '../features/auth/useAfterLogin';
import { inviteCodeFrom } from '../features/invitation/inviteCodeParam';
import { AppPath } from '../routes/paths';

/** /register: create an account with an email code; `?code=` (or the older `?invite=`) fills in the invite code. */
export function RegisterPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const [params] = useSearchParams();
  const afterLogin = useAfterLogin();
  return (
    <AuthShell
      title={t('Create your account')}
      subtitle={t('Start writing with AI help. New accounts come with free words to try every tool.')}
      footer={
        <Typography variant="body2" color="textSecondary">
          {t('Already have an account?')}{' '}
          <Link component={RouterLink} to={`${AppPath.login}${search}`} underline="hover" sx={{ fontWeight: 600 }}>
            {t('Sign in')}
          </Link>
        </Typography>
      }
    >
      <RegisterForm initialInviteCode={inviteCodeFrom(params)} onSignedIn={afterLogin} />
    </AuthShell>
  );
}
