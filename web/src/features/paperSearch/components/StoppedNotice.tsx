import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';

/** A saved run the user stopped: it says so, and what it kept (issue 21: a stopped run keeps its papers). */
export function StoppedNotice({ paperCount }: { paperCount: number }) {
  const { t } = useTranslation();
  return (
    <Alert severity="info" data-testid="stopped-notice" sx={{ mt: 2 }}>
      {paperCount > 0
        ? t('This search was stopped. It keeps the {{n}} papers it had found.', { n: paperCount })
        : t('This search was stopped before it found any papers.')}
    </Alert>
  );
}
