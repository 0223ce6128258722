import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { SettingsCard } from '../../../components/SettingsCard';
import { useStore } from '../../../hooks/useStore';
import { userStore } from '../../../lib/userStore';
import { useUserInfo } from '../queries';
import { ProfileForm } from './ProfileForm';

/** Account tab: nickname, email/phone and language. */
export function AccountTab() {
  const { t } = useTranslation();
  const { data: user, isError } = useUserInfo();
  const { language } = useStore(userStore);
  return (
    <SettingsCard title={t('Profile')} description={t('How you appear in Inkstone and the language it speaks.')}>
      {user ? (
        <ProfileForm key={`${user.nickname}:${language}`} user={user} language={language} />
      ) : isError ? (
        <Alert severity="error">{t('Your account details could not be loaded. Reload the page to try again.')}</Alert>
      ) : (
        <Stack spacing={2.5}>
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
        </Stack>
      )}
    </SettingsCard>
  );
}
