import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import PersonRounded from '@mui/icons-material/PersonRounded';
import { ComingSoonPanel } from '../components/ComingSoonPanel';
import { NotFoundContent } from '../components/NotFoundContent';
import { PageHeader } from '../components/PageHeader';
import { USER_PROFILE_TABS } from '../routes/paths';

/** /pages/user-profile/:tab: coming soon — says what the profile will hold. */
export function UserProfilePage() {
  const { t } = useTranslation();
  const { tab } = useParams();
  if (!USER_PROFILE_TABS.some((known) => known === tab)) return <NotFoundContent />;
  return (
    <>
      <PageHeader title={t('Profile')} subtitle={t('Your activity in Inkstone.')} />
      <ComingSoonPanel
        icon={PersonRounded}
        title={t('Profile')}
        description={t('Your profile will bring together what you have done in Inkstone.')}
        capabilities={[
          t('See your texts, searches and reviews at a glance'),
          t('Follow how your word balance was used over time'),
          t('See the friends you invited and the points you earned'),
        ]}
      />
    </>
  );
}
