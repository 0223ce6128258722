import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { TFunction } from 'i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { ErrorCode } from '@inkstone/shared/errorCodes';
import { localizeError } from '../../../lib/errorMessages';
import { can } from '../../../lib/abilities';
import { sentenceGap } from '../../../lib/language';
import { AppPath } from '../../../routes/paths';
import { useTopUp } from '../../topUp/topUpContext';
import { useUserInfo } from '../../user/queries';
import { connectionLostMessage, NETWORK_FAILURE, type StreamFailure } from '../../../lib/streamFailure';

interface Props {
  failure: StreamFailure;
  /** Milliseconds until the automatic retry, when one is scheduled. */
  retryInMs: number | undefined;
  onRetry: () => void;
  onCancelRetry: () => void;
}

function failureText(failure: StreamFailure, t: TFunction): string {
  switch (failure.code) {
    case ErrorCode.insufficientBalance:
      return t('You do not have enough words left for this. Top up your balance or choose a shorter passage.');
    case NETWORK_FAILURE:
      return connectionLostMessage();
    case ErrorCode.upstreamAuthFailed:
      return t('The AI model refused the configured API key. An administrator needs to check the model settings.');
    case ErrorCode.upstreamRateLimited:
      return t('The AI model is busy right now. Please retry in a moment.');
    case ErrorCode.upstreamTimeout:
      return t('The AI model took too long to answer. Please retry.');
    default:
      return localizeError(failure.code, failure.message);
  }
}

/** How to connect a model: the settings page for those who may change it, whom to ask otherwise. */
function NotConfigured() {
  const { t, i18n } = useTranslation();
  const userInfo = useUserInfo();
  const isAdmin = can(userInfo.data?.abilities, 'manage', 'model_settings');
  return (
    <Alert severity="info" data-testid="ai-error">
      {t('No AI model is connected yet.')}
      {sentenceGap(i18n.language)}
      {isAdmin ? (
        <Link component={RouterLink} to={AppPath.adminModelSettings}>
          {t('Connect one in the model settings.')}
        </Link>
      ) : (
        t(
          'Ask your administrator to connect one in the model settings, or to set LLM_BASE_URL, LLM_MODEL and LLM_API_KEY for the server.',
        )
      )}
    </Alert>
  );
}

/** spec §8: why the stream failed, with retry (automatic with backoff when it may help). */
export function StreamFailureAlert({ failure, retryInMs, onRetry, onCancelRetry }: Props) {
  const { t, i18n } = useTranslation();
  const topUp = useTopUp();
  if (failure.code === ErrorCode.llmNotConfigured) return <NotConfigured />;
  const isBalance = failure.code === ErrorCode.insufficientBalance;
  const canRetry = !isBalance;
  return (
    <Alert
      severity="error"
      data-testid="ai-error"
      action={
        (isBalance && topUp && (
          <Button color="inherit" size="small" onClick={topUp.open} sx={{ whiteSpace: 'nowrap' }}>
            {t('Top up')}
          </Button>
        )) ||
        (canRetry && (
          <Button color="inherit" size="small" onClick={retryInMs === undefined ? onRetry : onCancelRetry}>
            {retryInMs === undefined ? t('Retry') : t('Cancel')}
          </Button>
        ))
      }
    >
      {failureText(failure, t)}
      {retryInMs !== undefined &&
        `${sentenceGap(i18n.language)}${t('Retrying in {{seconds}} s…', { seconds: Math.ceil(retryInMs / 1000) })}`}
    </Alert>
  );
}
