import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import type { TestConnectionRes } from '@inkstone/shared/api/modelSettings';

/** The outcome of "Test connection": the model's reply and how long it took, or why it failed. */
export function ModelTestResult({ result }: { result: TestConnectionRes }) {
  const { t } = useTranslation();
  if (result.isOk) {
    return (
      <Alert severity="success" data-testid="model-test-result">
        {t('Connected to {{model}} in {{ms}} ms. It replied: {{reply}}', {
          model: result.model ?? '',
          ms: result.latencyMs,
          reply: result.reply ?? '',
        })}
      </Alert>
    );
  }
  return (
    <Alert severity="error" data-testid="model-test-result">
      {t('The connection failed: {{message}}', { message: result.errorMsg ?? result.errorCode ?? '' })}
    </Alert>
  );
}
