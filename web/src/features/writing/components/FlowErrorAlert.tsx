import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { ErrorCode } from '@inkstone/shared/errorCodes';
import { isApiError } from '../../../lib/apiError';
import { StreamFailureAlert } from '../../aiTools/components/StreamFailureAlert';

// Codes the AI tools already word with what to do (connect a model, top up); neither is retried.
const GUIDED_CODES = new Set<string>([ErrorCode.llmNotConfigured, ErrorCode.insufficientBalance]);
const noRetry = () => undefined;

const isStopped = (error: Error) => error.name === 'AbortError';

/**
 * Why the last writing call failed, with a retry of the same call; without a model it says how to
 * connect one. A call the user stopped is said to be stopped, not to have failed.
 */
export function FlowErrorAlert({ error, onRetry }: { error: Error | null; onRetry?: () => void }) {
  const { t } = useTranslation();
  if (!error) return null;
  if (isApiError(error) && GUIDED_CODES.has(error.errorCode))
    return (
      <StreamFailureAlert
        failure={{ code: error.errorCode, message: error.errorMsg, status: error.status, isRetryable: false }}
        retryInMs={undefined}
        onRetry={noRetry}
        onCancelRetry={noRetry}
      />
    );
  const retry = onRetry && (
    <Button color="inherit" size="small" onClick={onRetry}>
      {t('Retry')}
    </Button>
  );
  if (isStopped(error))
    return (
      <Alert severity="info" action={retry} data-testid="writing-stopped">
        {t('Stopped. Words are charged only for a finished outline.')}
      </Alert>
    );
  return (
    <Alert severity="error" action={retry} data-testid="writing-error">
      {isApiError(error) ? error.errorMsg : t('Operation failed')}
    </Alert>
  );
}
