import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { StepWithoutAi } from '@inkstone/shared/api/paperAgent';
import { withoutAiText } from '../withoutAiText';

interface RunNoticesProps {
  isWithoutAi: boolean;
  /** The steps that went without the model although one was connected. */
  withoutAi: StepWithoutAi[];
  /** The run's own message (the server's, in English); it restates the steps above when there are any. */
  notice: string | null;
}

/** Says honestly when the run worked without a model, which steps did, and what partly failed. */
export function RunNotices({ isWithoutAi, withoutAi, notice }: RunNoticesProps) {
  const { t } = useTranslation();
  if (!isWithoutAi && !notice && withoutAi.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      {isWithoutAi && (
        <Alert severity="info" data-testid="no-ai-notice">
          {t(
            'This search ran without AI: queries come from the key terms of your topic, papers are ranked by search score and grouped by shared terms.',
          )}{' '}
          {t('No words were charged for it.')}
        </Alert>
      )}
      {withoutAi.length > 0 && (
        <Alert severity="warning" data-testid="without-ai-steps">
          {withoutAi.map((note) => (
            <div key={note.step}>{withoutAiText(t, note)}</div>
          ))}
        </Alert>
      )}
      {notice && withoutAi.length === 0 && <Alert severity="warning">{notice}</Alert>}
    </Stack>
  );
}
