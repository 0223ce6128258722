import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { messageOf } from '../../../lib/errorMessages';
import { SignOutEverywhere } from '../../user/components/SignOutEverywhere';
import { useRevokeSignInSession, useSignInSessions } from '../queries';
import { SignInSessionRow } from './SignInSessionRow';

/** Where the account is signed in: each device, this one marked, one signed out at a time or all. */
export function SignInSessionsCard() {
  const { t } = useTranslation();
  const sessions = useSignInSessions();
  const revoke = useRevokeSignInSession();
  return (
    <Card>
      <CardContent sx={{ pb: 1 }}>
        <Typography variant="h6" component="h2">
          {t('Where you are signed in')}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {t('Sign out a device you no longer use or do not recognise.')}
        </Typography>
      </CardContent>
      {revoke.error && (
        <CardContent sx={{ py: 0 }}>
          <Alert severity="error">{messageOf(revoke.error)}</Alert>
        </CardContent>
      )}
      {!sessions.data && (
        <CardContent>
          <Skeleton height={56} />
        </CardContent>
      )}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {sessions.data?.items.map((session) => (
          <SignInSessionRow
            key={session.id}
            session={session}
            isSigningOut={revoke.isPending && revoke.variables === session.id}
            onSignOut={() => revoke.mutate(session.id)}
          />
        ))}
      </Box>
      <CardContent sx={{ borderTop: 1, borderColor: 'divider' }}>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
          {t('Lost a device or signed in on a shared computer? End every session of your account.')}
        </Typography>
        <SignOutEverywhere />
      </CardContent>
    </Card>
  );
}
