import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import type { AiStream } from '../useAiStream';
import { StreamFailureAlert } from './StreamFailureAlert';

/** How a stream ended when not with a result: stopped by the user (charged as delivered), or failed (retry). */
export function StreamEndAlerts({ stream }: { stream: AiStream }) {
  const { t } = useTranslation();
  const { state } = stream;
  return (
    <>
      {state.status === 'stopped' && (
        <Alert severity="info">{t('Stopped. Only the words delivered were charged.')}</Alert>
      )}
      {state.failure && (
        <StreamFailureAlert
          failure={state.failure}
          retryInMs={state.retryInMs}
          onRetry={stream.retry}
          onCancelRetry={stream.stop}
        />
      )}
    </>
  );
}
