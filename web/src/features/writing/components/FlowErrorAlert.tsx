import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import { ErrorCode } from '@inkstone/shared/errorCodes';
import { isApiError } from '../../../lib/apiError';
import { StreamFailureAlert } from '../../aiTools/components/StreamFailureAlert';

// Codes the AI tools already word with what to do (connect a model, top up); neither is retried.
const GUIDED_CODES = new Set<string>([ErrorCode.llmNotConfigured, ErrorCode.insufficientBalance]);
const noRetry = () => undefined;

/** Why the last writing call failed; without a model it says how to connect one. */
export function FlowErrorAlert({ error }: { error: Error | null }) {
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
  return (
    <Alert severity="error" data-testid="writing-error">
      {isApiError(error) ? error.errorMsg : t('Operation failed')}
    </Alert>
  );
}
