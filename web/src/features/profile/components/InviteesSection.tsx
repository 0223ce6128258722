import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { AppPath } from '../../../routes/paths';
import { InviteStats } from '../../invitation/components/InviteStats';
import { RecentInviteesCard } from '../../invitation/components/RecentInviteesCard';
import { usePointsObtained, useRecentInvitees, useRegisterCount } from '../../invitation/queries';

/** Friends who joined with the user's code (masked), how many, and the words they brought. */
export function InviteesSection() {
  const { t } = useTranslation();
  const registered = useRegisterCount();
  const points = usePointsObtained();
  const invitees = useRecentInvitees();
  return (
    <Stack spacing={3}>
      <InviteStats registered={registered.data?.count} wordsEarned={points.data?.points} />
      <RecentInviteesCard invitees={invitees.data?.items} />
      <Box>
        <Button variant="outlined" component={RouterLink} to={AppPath.invitation}>
          {t('Invite friends')}
        </Button>
      </Box>
    </Stack>
  );
}
