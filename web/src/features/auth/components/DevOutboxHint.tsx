import { useTranslation } from 'react-i18next';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { V1 } from '@inkstone/shared/paths';
import { useDevOutboxReachable } from '../queries';

/**
 * On a server without a mail or SMS service, where this browser runs on the server's own machine:
 * where the codes went. Nothing elsewhere, where the outbox does not answer.
 */
export function DevOutboxHint() {
  const { t } = useTranslation();
  if (!useDevOutboxReachable()) return null;
  return (
    <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: -1 }}>
      {t('No email or SMS service is set up on this server: codes are written to its log.')}{' '}
      <Link href={`${V1.dev.outbox}?limit=5`} target="_blank" rel="noopener">
        {t('Open the development outbox')}
      </Link>
    </Typography>
  );
}
