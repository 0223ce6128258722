import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { StructuredMode, StructuredOutputSetting, TestConnectionRes } from '@inkstone/shared/api/modelSettings';
import { structuredModeName } from '../structuredModeName';

// The server reports a failure class and an HTTP status, never the endpoint's own text.
function failureText(t: TFunction, result: TestConnectionRes): string {
  const status = result.httpStatus ?? '';
  switch (result.failure) {
    case 'not_allowed':
      return t('The base URL points to a private, loopback or link-local address, which this server does not call.');
    case 'unreachable':
      return t('Could not connect to the model endpoint. Check the base URL and the network.');
    case 'timeout':
      return t('The model endpoint did not answer in time.');
    case 'auth':
      return t('The model endpoint refused the API key (HTTP {{status}}).', { status });
    case 'not_found':
      return t('The model endpoint answered HTTP 404: check the base URL and the model name.');
    case 'rate_limited':
      return t('The model endpoint is limiting requests or its quota is used up (HTTP 429).');
    case 'http_error':
      return t('The model endpoint answered HTTP {{status}}.', { status });
    case 'bad_answer':
      return t('The model endpoint answered HTTP {{status}}, but not with a model reply.', { status });
    default:
      // not_configured: the server names what is missing.
      return result.errorMsg ?? '';
  }
}

interface Props {
  result: TestConnectionRes;
  /** The structured-output choice in the form. */
  selected: StructuredOutputSetting;
  /** Puts the detected mode into the form. */
  onUseMode: (mode: StructuredMode) => void;
}

/**
 * The outcome of "Test connection": whether the model answered and how fast, and which structured
 * output mode works with it (offered for the form when another is chosen); or why it did not answer.
 */
export function ModelTestResult({ result, selected, onUseMode }: Props) {
  const { t } = useTranslation();
  if (result.isOk) {
    const detected = result.structuredMode;
    return (
      <Alert
        severity={detected === 'prompt' ? 'warning' : 'success'}
        data-testid="model-test-result"
        action={
          detected && detected !== selected ? (
            <Button color="inherit" size="small" onClick={() => onUseMode(detected)}>
              {t('Use it')}
            </Button>
          ) : undefined
        }
      >
        {t('Connected: {{model}} answered in {{ms}} ms.', { model: result.model ?? '', ms: result.latencyMs })}{' '}
        {detected &&
          (detected === 'prompt'
            ? t('It answered no structured request; the JSON steps will ask in the prompt only.')
            : t('Structured output that works: {{mode}}.', { mode: structuredModeName(t, detected) }))}
      </Alert>
    );
  }
  return (
    <Alert severity="error" data-testid="model-test-result">
      {t('The connection failed: {{message}}', { message: failureText(t, result) })}
    </Alert>
  );
}
