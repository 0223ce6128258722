import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { NotFoundContent } from '../components/NotFoundContent';
import { PageHeader } from '../components/PageHeader';
import { AccountSummaryCard } from '../features/profile/components/AccountSummaryCard';
import { InviteesSection } from '../features/profile/components/InviteesSection';
import { SavedSearchesCard } from '../features/profile/components/SavedSearchesCard';
import { SignInSessionsCard } from '../features/profile/components/SignInSessionsCard';
import { WordsUsedChart } from '../features/profile/components/WordsUsedChart';
import { useUserInfo } from '../features/user/queries';
import { USER_PROFILE_TABS, userProfilePath, type UserProfileTab } from '../routes/paths';

function isTab(value: string | undefined): value is UserProfileTab {
  return USER_PROFILE_TABS.some((tab) => tab === value);
}

/** The overview: the account and balance beside the words used per day and the recent AI operations. */
function OverviewTab() {
  const info = useUserInfo();
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '320px 1fr' }, alignItems: 'start' }}>
      <AccountSummaryCard info={info.data} />
      <WordsUsedChart />
    </Box>
  );
}

/** /pages/user-profile/:tab — overview, saved searches, invitees, sign-ins; an unknown tab is not found. */
export function UserProfilePage() {
  const { t } = useTranslation();
  const { tab } = useParams();
  if (!isTab(tab)) return <NotFoundContent />;
  const labels: Record<UserProfileTab, string> = {
    profile: t('Overview'),
    searches: t('Saved searches'),
    invitees: t('Invitees'),
    sessions: t('Devices'),
  };
  return (
    <>
      <PageHeader title={t('Profile')} subtitle={t('Your activity in Inkstone.')} />
      <Tabs value={tab} variant="scrollable" allowScrollButtonsMobile sx={{ mb: 3 }}>
        {USER_PROFILE_TABS.map((value) => (
          <Tab key={value} value={value} label={labels[value]} component={RouterLink} to={userProfilePath(value)} />
        ))}
      </Tabs>
      {tab === 'profile' && <OverviewTab />}
      {tab === 'searches' && <SavedSearchesCard />}
      {tab === 'invitees' && <InviteesSection />}
      {tab === 'sessions' && <SignInSessionsCard />}
    </>
  );
}
