import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import CardGiftcardRounded from '@mui/icons-material/CardGiftcardRounded';
import { PublicHeader } from '../components/PublicHeader';
import { useStore } from '../hooks/useStore';
import { userStore } from '../lib/userStore';
import { AppPath } from '../routes/paths';

/**
 * /front-pages/invitation (public): a visitor with a friend's code can create an account with it
 * now; the sharing dashboard (code, invitees, points) is still being built.
 */
export function InvitationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { logged } = useStore(userStore);
  const invite = params.get('invite')?.trim() ?? '';
  const registerPath = invite ? `${AppPath.register}?${new URLSearchParams({ invite }).toString()}` : AppPath.register;
  return (
    <>
      <PublicHeader />
      <Box sx={{ display: 'grid', placeItems: 'center', px: 2, py: { xs: 4, md: 8 } }}>
        <Card sx={{ width: '100%', maxWidth: 560 }}>
          <CardContent sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
            <Box
              sx={{
                width: 72,
                height: 72,
                mx: 'auto',
                borderRadius: 4,
                display: 'grid',
                placeItems: 'center',
                color: 'primary.main',
                bgcolor: (theme) => alpha(theme.palette.primary.main, 0.1),
              }}
            >
              <CardGiftcardRounded sx={{ fontSize: 36 }} />
            </Box>
            <Typography variant="h4" component="h1" sx={{ mt: 3 }}>
              {invite ? t('You have been invited to Inkstone') : t('Invite friends to Inkstone')}
            </Typography>
            <Typography color="textSecondary" sx={{ mt: 1.5 }}>
              {invite
                ? t('Create your account with this invite code so your friend is credited.')
                : t(
                    'Soon you will have your own invite code, see how many friends registered with it and the points you earned.',
                  )}
            </Typography>
            {invite ? (
              <Chip label={invite} color="primary" variant="outlined" sx={{ mt: 3, fontSize: 16, height: 36, px: 1 }} />
            ) : (
              <Chip label={t('Coming soon')} color="primary" variant="outlined" sx={{ mt: 3 }} />
            )}
            <Box sx={{ mt: 4 }}>
              {/* A signed-in visitor already has an account: the way back to the app instead. */}
              <Button component={RouterLink} to={logged ? AppPath.home : registerPath} variant="contained" size="large">
                {logged ? t('Open Inkstone') : t('Create account')}
              </Button>
            </Box>
          </CardContent>
        </Card>
      </Box>
    </>
  );
}
