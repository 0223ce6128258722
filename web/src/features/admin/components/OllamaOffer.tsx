import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { DetectOllamaRes } from '@inkstone/shared/api/modelSettings';

interface Props {
  ollama: DetectOllamaRes;
  onUse: (baseUrl: string, model: string) => void;
}

/** Offers a local Ollama found on its default port, with its first model. */
export function OllamaOffer({ ollama, onUse }: Props) {
  const { t } = useTranslation();
  if (!ollama.isRunning) return null;
  const model = ollama.models[0] ?? '';
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" onClick={() => onUse(ollama.baseUrl, model)}>
          {t('Use it')}
        </Button>
      }
    >
      {ollama.models.length > 0
        ? t('A local Ollama is running with {{models}}.', { models: ollama.models.join(', ') })
        : t('A local Ollama is running, but it has no models yet. Pull one with “ollama pull”.')}
    </Alert>
  );
}
