import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { RecentInvitee } from '@inkstone/shared/api/shareCode';

interface RecentInviteesCardProps {
  invitees: RecentInvitee[] | undefined;
}

/** The newest friends who joined with the code, masked, with what each brought. */
export function RecentInviteesCard({ invitees }: RecentInviteesCardProps) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Card>
      <CardContent sx={{ pb: 1 }}>
        <Typography variant="h6" component="h2">
          {t('Recent invitees')}
        </Typography>
      </CardContent>
      {invitees && invitees.length === 0 && (
        <CardContent sx={{ pt: 0 }}>
          <Typography color="textSecondary">
            {t('No one has joined with your code yet. Share your link to get started.')}
          </Typography>
        </CardContent>
      )}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {invitees?.map((invitee, index) => (
          <Box component="li" key={`${invitee.account}-${invitee.registeredAt}`} data-testid="recent-invitee">
            {index > 0 && <Divider />}
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 2.5, py: 1.5 }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{invitee.account}</Typography>
                <Typography variant="body2" color="textSecondary">
                  {t('Joined {{date}}', { date: date.format(new Date(invitee.registeredAt)) })}
                </Typography>
              </Box>
              <Typography
                sx={{
                  flexShrink: 0,
                  fontWeight: 600,
                  color: invitee.rewardWords > 0 ? 'success.main' : 'text.secondary',
                }}
              >
                {invitee.rewardWords > 0
                  ? t('+{{words}} words', { words: number.format(invitee.rewardWords) })
                  : t('Daily limit reached')}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </Card>
  );
}
