import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { SvgIconComponent } from '@mui/icons-material';
import AutoStoriesRounded from '@mui/icons-material/AutoStoriesRounded';
import CardGiftcardRounded from '@mui/icons-material/CardGiftcardRounded';
import EditNoteRounded from '@mui/icons-material/EditNoteRounded';
import FolderOpenRounded from '@mui/icons-material/FolderOpenRounded';
import RedeemRounded from '@mui/icons-material/RedeemRounded';
import { PublicHeader } from '../../../components/PublicHeader';
import { signUpPathWith } from '../inviteCodeParam';

interface InviteLandingProps {
  /** The code from the invite link; '' when the page was opened without one. */
  code: string;
}

/** One thing Inkstone does, in a line. */
function Point({ icon: Icon, title, text }: { icon: SvgIconComponent; title: string; text: string }) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, textAlign: 'left' }}>
      <Box
        sx={{
          flexShrink: 0,
          width: 40,
          height: 40,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          bgcolor: (theme) => alpha(theme.palette.primary.main, 0.1),
        }}
      >
        <Icon fontSize="small" />
      </Box>
      <Box>
        <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
        <Typography variant="body2" color="textSecondary">
          {text}
        </Typography>
      </Box>
    </Box>
  );
}

/** The public invitation page: what Inkstone is, and sign-up with the friend's code carried along. */
export function InviteLanding({ code }: InviteLandingProps) {
  const { t } = useTranslation();
  return (
    <>
      <PublicHeader />
      <Box sx={{ display: 'grid', placeItems: 'center', px: 2, py: { xs: 3, md: 6 } }}>
        <Card sx={{ width: '100%', maxWidth: 640 }}>
          <CardContent sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
            <Box
              sx={{
                width: 64,
                height: 64,
                mx: 'auto',
                borderRadius: 4,
                display: 'grid',
                placeItems: 'center',
                color: 'primary.main',
                bgcolor: (theme) => alpha(theme.palette.primary.main, 0.1),
              }}
            >
              <CardGiftcardRounded sx={{ fontSize: 32 }} />
            </Box>
            <Typography variant="h4" component="h1" sx={{ mt: 2.5 }}>
              {code ? t('You have been invited to Inkstone') : t('Join Inkstone')}
            </Typography>
            <Typography color="textSecondary" sx={{ mt: 1.5 }}>
              {code
                ? t('Create your account with this invite code so your friend is credited.')
                : t('Inkstone is an AI writing and research assistant for academic work.')}
            </Typography>
            {code && (
              <Chip
                label={code}
                color="primary"
                variant="outlined"
                aria-label={t('Invite code {{code}}', { code })}
                sx={{ mt: 2.5, fontSize: 18, height: 40, px: 1.5, fontFamily: 'monospace', letterSpacing: 2 }}
              />
            )}
            <Box
              component="ul"
              sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                mt: 4,
                display: 'grid',
                gap: 2.5,
                gridTemplateColumns: { sm: '1fr 1fr' },
              }}
            >
              <Point
                icon={EditNoteRounded}
                title={t('Write and polish with AI')}
                text={t('Draft, expand, polish and check your text in one editor.')}
              />
              <Point
                icon={AutoStoriesRounded}
                title={t('Find real papers')}
                text={t('An agent searches scholarly sources and cites what it keeps.')}
              />
              <Point
                icon={FolderOpenRounded}
                title={t('Your own knowledge base')}
                text={t('Upload your PDFs and get answers that cite the page.')}
              />
              <Point
                icon={RedeemRounded}
                title={t('Free words to start')}
                text={t('New accounts start with free words to try every tool.')}
              />
            </Box>
            <Box sx={{ mt: 4, display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
              <Button component={RouterLink} to={signUpPathWith(code)} variant="contained" size="large">
                {t('Create account')}
              </Button>
              <Button component={RouterLink} to={signUpPathWith(code, 'sms')} variant="outlined" size="large">
                {t('Sign up with a phone number')}
              </Button>
            </Box>
          </CardContent>
        </Card>
      </Box>
    </>
  );
}
