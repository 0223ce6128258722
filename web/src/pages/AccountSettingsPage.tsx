import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import LockOutlineRounded from '@mui/icons-material/LockOutlineRounded';
import PersonOutlineRounded from '@mui/icons-material/PersonOutlineRounded';
import { NotFoundContent } from '../components/NotFoundContent';
import { PageHeader } from '../components/PageHeader';
import { AccountTab } from '../features/user/components/AccountTab';
import { SecurityTab } from '../features/user/components/SecurityTab';
import { ACCOUNT_SETTINGS_TABS, accountSettingsPath, type AccountSettingsTab } from '../routes/paths';

function isTab(value: string | undefined): value is AccountSettingsTab {
  return ACCOUNT_SETTINGS_TABS.some((tab) => tab === value);
}

/** /pages/account-settings/:tab — account and security; an unknown tab is not found. */
export function AccountSettingsPage() {
  const { t } = useTranslation();
  const { tab } = useParams();
  if (!isTab(tab)) return <NotFoundContent />;
  return (
    <>
      <PageHeader title={t('Account settings')} subtitle={t('Manage your profile, language and security.')} />
      <Tabs value={tab} sx={{ mb: 3 }}>
        <Tab
          value="account"
          label={t('Account')}
          icon={<PersonOutlineRounded fontSize="small" />}
          iconPosition="start"
          component={RouterLink}
          to={accountSettingsPath('account')}
        />
        <Tab
          value="security"
          label={t('Security')}
          icon={<LockOutlineRounded fontSize="small" />}
          iconPosition="start"
          component={RouterLink}
          to={accountSettingsPath('security')}
        />
      </Tabs>
      {tab === 'account' ? <AccountTab /> : <SecurityTab />}
    </>
  );
}
