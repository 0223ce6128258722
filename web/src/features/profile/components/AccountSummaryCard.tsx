import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { UserInfoRes } from '@inkstone/shared/api/user';
import { AppPath } from '../../../routes/paths';
import { useTopUp } from '../../topUp/topUpContext';

interface AccountSummaryCardProps {
  info: UserInfoRes | undefined;
}

/** Who is signed in, since when, and the words left with the ways to add or trace them. */
export function AccountSummaryCard({ info }: AccountSummaryCardProps) {
  const { t, i18n } = useTranslation();
  const topUp = useTopUp();
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Card>
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Avatar sx={{ width: 56, height: 56, bgcolor: 'primary.main', fontSize: 24 }}>
          {info?.nickname.slice(0, 1).toUpperCase()}
        </Avatar>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          {/* A nickname is often the email itself: one line, cut with an ellipsis, whole on hover. */}
          <Typography variant="h6" component="h2" noWrap title={info?.nickname}>
            {info ? info.nickname : <Skeleton width={160} />}
          </Typography>
          {info && info.userAccount !== info.nickname && (
            <Typography variant="body2" color="textSecondary" noWrap title={info.userAccount}>
              {info.userAccount}
            </Typography>
          )}
          {info?.loginUserType === 'admin' && (
            <Chip size="small" color="primary" label={t('Administrator')} sx={{ mt: 0.5 }} />
          )}
        </Box>
      </CardContent>
      <Divider />
      <CardContent>
        <Typography variant="body2" color="textSecondary">
          {t('Words left')}
        </Typography>
        <Typography variant="h4" component="p" data-testid="profile-words-left" sx={{ fontWeight: 700 }}>
          {info ? new Intl.NumberFormat(i18n.language).format(info.durWordsLeft) : <Skeleton width={120} />}
        </Typography>
        {info?.lastLoginTime && (
          <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
            {t('Last sign-in {{when}}', { when: dateTime.format(new Date(info.lastLoginTime)) })}
          </Typography>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
          {topUp && (
            <Button variant="contained" onClick={topUp.open}>
              {t('Top up')}
            </Button>
          )}
          <Button variant="outlined" component={RouterLink} to={AppPath.pointsFlow}>
            {t('Points flow')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
