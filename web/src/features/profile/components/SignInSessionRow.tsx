import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import ComputerRounded from '@mui/icons-material/ComputerRounded';
import SmartphoneRounded from '@mui/icons-material/SmartphoneRounded';
import type { SignInSession } from '@inkstone/shared/api/profile';
import { deviceOf } from '../deviceOf';

interface SignInSessionRowProps {
  session: SignInSession;
  isSigningOut: boolean;
  onSignOut: () => void;
}

/** One device: browser and system, address, when it signed in; "This device" or a sign-out button. */
export function SignInSessionRow({ session, isSigningOut, onSignOut }: SignInSessionRowProps) {
  const { t, i18n } = useTranslation();
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const device = deviceOf(session.userAgent);
  const name =
    device.browser && device.os
      ? t('{{browser}} on {{os}}', { browser: device.browser, os: device.os })
      : (device.browser ?? device.os ?? t('Unknown device'));
  const Icon = device.isMobile ? SmartphoneRounded : ComputerRounded;
  // The server refreshes lastUsedAt at most hourly: "last active" only says something after that.
  const isUsedSince = Date.parse(session.lastUsedAt) - Date.parse(session.createdAt) >= 60_000;
  const details = [
    session.ip,
    t('Signed in {{when}}', { when: dateTime.format(new Date(session.createdAt)) }),
    isUsedSince && t('Last active {{when}}', { when: dateTime.format(new Date(session.lastUsedAt)) }),
  ].filter(Boolean);
  return (
    <Box component="li" data-testid="sign-in-session" data-current={session.isCurrent}>
      <Divider />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 2.5, py: 1.5 }}>
        <Icon color="action" />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 500 }}>{name}</Typography>
          <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
            {details.join(' · ')}
          </Typography>
        </Box>
        {session.isCurrent ? (
          <Chip size="small" color="success" variant="outlined" label={t('This device')} sx={{ flexShrink: 0 }} />
        ) : (
          <Button size="small" color="error" loading={isSigningOut} onClick={onSignOut} sx={{ flexShrink: 0 }}>
            {t('Sign out')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
