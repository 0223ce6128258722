import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';

interface RunNoticesProps {
  isWithoutAi: boolean;
  notice: string | null;
}

/** Says honestly when the run worked without a model, and what partly failed. */
export function RunNotices({ isWithoutAi, notice }: RunNoticesProps) {
  const { t } = useTranslation();
  if (!isWithoutAi && !notice) return null;
  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      {isWithoutAi && (
        <Alert severity="info" data-testid="no-ai-notice">
          {t(
            'This search ran without AI: queries come from the key terms of your topic, papers are ranked by search score and grouped by shared terms.',
          )}
        </Alert>
      )}
      {notice && <Alert severity="warning">{notice}</Alert>}
    </Stack>
  );
}
