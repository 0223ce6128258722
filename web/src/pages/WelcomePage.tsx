import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PublicHeader } from '../components/PublicHeader';
import { FeatureGrid } from '../features/welcome/components/FeatureGrid';
import { SearchSteps } from '../features/welcome/components/SearchSteps';
import { useStore } from '../hooks/useStore';
import { userStore } from '../lib/userStore';
import { AppPath } from '../routes/paths';

/** /welcome (public): what Inkstone does, and the way in. */
export function WelcomePage() {
  const { t } = useTranslation();
  const { logged } = useStore(userStore);
  return (
    <>
      <PublicHeader />
      <Box component="main" sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, md: 4 }, pb: 10 }}>
        <Box sx={{ textAlign: 'center', pt: { xs: 6, md: 10 }, pb: { xs: 6, md: 8 }, maxWidth: 820, mx: 'auto' }}>
          <Typography variant="overline" color="primary">
            {t('Academic writing, with AI help')}
          </Typography>
          <Typography variant="h3" component="h1" sx={{ mt: 1, fontSize: { xs: 34, md: 52 }, lineHeight: 1.1 }}>
            {t('Write your papers with an assistant that knows the literature.')}
          </Typography>
          <Typography color="textSecondary" sx={{ mt: 2.5, fontSize: { xs: 16, md: 18 }, maxWidth: 640, mx: 'auto' }}>
            {t(
              'Inkstone helps researchers polish and expand their drafts, find and group the papers that matter, and turn a topic into an outline and a literature review.',
            )}
          </Typography>
          {/* A signed-in visitor is offered the app, not a second account. */}
          {logged ? (
            <Box sx={{ mt: 4 }}>
              <Button component={RouterLink} to={AppPath.home} variant="contained" size="large">
                {t('Open Inkstone')}
              </Button>
            </Box>
          ) : (
            <>
              <Box sx={{ mt: 4, display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
                <Button component={RouterLink} to={AppPath.register} variant="contained" size="large">
                  {t('Create account')}
                </Button>
                <Button component={RouterLink} to={`${AppPath.login}?tab=sms`} variant="outlined" size="large">
                  {t('Continue with a phone number')}
                </Button>
              </Box>
              <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
                {t('New accounts start with free words to try every tool.')}
              </Typography>
            </>
          )}
        </Box>
        <FeatureGrid />
        <SearchSteps />
      </Box>
    </>
  );
}
