import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import { SettingsCard } from '../../../components/SettingsCard';
import { ChangePasswordForm } from './ChangePasswordForm';
import { SignOutEverywhere } from './SignOutEverywhere';

/** Security tab: change the password, end every session. */
export function SecurityTab() {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      <SettingsCard title={t('Change password')} description={t('Use a password you do not use anywhere else.')}>
        <ChangePasswordForm />
      </SettingsCard>
      <SettingsCard
        title={t('Sign out everywhere')}
        description={t('Lost a device or signed in on a shared computer? End every session of your account.')}
      >
        <SignOutEverywhere />
      </SettingsCard>
    </Stack>
  );
}
