import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ErrorGroupStatus } from '@inkstone/shared/api/monitor';

interface ErrorStatusActionsProps {
  status: ErrorGroupStatus;
  isBusy: boolean;
  onChange: (status: ErrorGroupStatus) => void;
}

/** Resolve or ignore an open group; reopen a resolved or ignored one. */
export function ErrorStatusActions({ status, isBusy, onChange }: ErrorStatusActionsProps) {
  const { t } = useTranslation();
  if (status !== 'open') {
    return (
      <Button size="small" disabled={isBusy} onClick={() => onChange('open')}>
        {t('Reopen')}
      </Button>
    );
  }
  return (
    <Stack direction="row" spacing={1}>
      <Button size="small" variant="outlined" disabled={isBusy} onClick={() => onChange('resolved')}>
        {t('Resolve')}
      </Button>
      <Button size="small" color="inherit" disabled={isBusy} onClick={() => onChange('ignored')}>
        {t('Ignore')}
      </Button>
    </Stack>
  );
}
