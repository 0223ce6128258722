import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { PageHeader } from '../../../components/PageHeader';
import { messageOf } from '../../../lib/errorMessages';
import { usePointsObtained, useRecentInvitees, useRegisterCount, useShareCode } from '../queries';
import { InviteStats } from './InviteStats';
import { RecentInviteesCard } from './RecentInviteesCard';
import { ShareCodeCard } from './ShareCodeCard';

interface InviterDashboardProps {
  /** A code in the address: someone else's link opened while signed in. */
  openedWithCode: string;
}

/** The signed-in user's invitation page: their code, link and QR, and what the code brought. */
export function InviterDashboard({ openedWithCode }: InviterDashboardProps) {
  const { t } = useTranslation();
  const share = useShareCode();
  const count = useRegisterCount();
  const points = usePointsObtained();
  const invitees = useRecentInvitees();
  const error = share.error ?? count.error ?? points.error ?? invitees.error;
  return (
    <>
      <PageHeader
        title={t('Invite friends')}
        subtitle={t('Share your code. Every friend who creates an account with it earns you words.')}
      />
      {openedWithCode && openedWithCode !== share.data?.shareCode && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {t('You are already signed in. Invite codes are for new accounts.')}
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 3 }}>
          {messageOf(error)}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, alignItems: 'stretch' }}>
        <ShareCodeCard share={share.data} />
        <InviteStats registered={count.data?.count} wordsEarned={points.data?.points} />
      </Box>
      <Box sx={{ mt: 3 }}>
        <RecentInviteesCard invitees={invitees.data?.items} />
      </Box>
    </>
  );
}
