import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminUserItem } from '@inkstone/shared/api/admin';

/** Who the balance page found: the account name, nickname, email, phone and id, so the right one is adjusted. */
export function FoundUserSummary({ user }: { user: AdminUserItem }) {
  const { t } = useTranslation();
  const facts = [
    user.email && t('Email: {{email}}', { email: user.email }),
    user.phone && t('Phone: {{phone}}', { phone: user.phone }),
    t('ID: {{id}}', { id: user.id }),
  ].filter(Boolean);
  return (
    <Stack spacing={0.5} sx={{ mb: 2, minWidth: 0 }} data-testid="found-user">
      <Typography variant="h6" sx={{ overflowWrap: 'anywhere' }}>
        {user.nickname || user.userAccount}
      </Typography>
      {facts.map((fact) => (
        <Typography key={fact} variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
          {fact}
        </Typography>
      ))}
    </Stack>
  );
}
