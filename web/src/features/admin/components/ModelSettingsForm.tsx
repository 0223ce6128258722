import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { DetectOllamaRes, LlmProvider, ModelSettingsRes } from '@inkstone/shared/api/modelSettings';
import { PasswordField } from '../../../components/PasswordField';
import { messageOf } from '../../../lib/errorMessages';
import { movedKeyOrigin, requestOf, valuesFrom, type ModelSettingsValues } from '../modelSettingsForm';
import { useModelSettingsMutations } from '../modelSettingsQueries';
import { ModelTestResult } from './ModelTestResult';
import { OllamaOffer } from './OllamaOffer';
import { StructuredOutputField } from './StructuredOutputField';

interface Props {
  settings: ModelSettingsRes;
  ollama: DetectOllamaRes | undefined;
}

/** Provider, base URL, model, fast model and a write-only API key; test before or after saving. */
export function ModelSettingsForm({ settings, ollama }: Props) {
  const { t } = useTranslation();
  const [values, setValues] = useState<ModelSettingsValues>(() => valuesFrom(settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { save, test, remove } = useModelSettingsMutations();
  const keyOrigin = movedKeyOrigin(values, settings);
  const set = (patch: Partial<ModelSettingsValues>) => setValues((current) => ({ ...current, ...patch }));
  const submit = (action: typeof save | typeof test) => {
    const { body, errors: found } = requestOf(values);
    setErrors(found ?? {});
    if (body) action.mutate(body);
  };
  const field = (name: keyof ModelSettingsValues) => ({
    value: values[name] as string,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set({ [name]: event.target.value }),
    error: !!errors[name],
    helperText: errors[name],
    size: 'small' as const,
  });

  return (
    <Box
      component="form"
      sx={{ display: 'grid', gap: 2 }}
      onSubmit={(event) => {
        event.preventDefault();
        submit(save);
      }}
    >
      {ollama && (
        <OllamaOffer
          ollama={ollama}
          onUse={(baseUrl, model) => set({ baseUrl, model, provider: 'openai-compatible', isKeyRemoved: true })}
        />
      )}
      <TextField
        select
        label={t('Provider')}
        {...field('provider')}
        onChange={(event) => set({ provider: event.target.value as LlmProvider })}
      >
        <MenuItem value="openai-compatible">
          {t('OpenAI-compatible (DeepSeek, Qwen, Moonshot, Zhipu, OpenAI, Ollama, vLLM)')}
        </MenuItem>
        <MenuItem value="anthropic">{t('Anthropic')}</MenuItem>
      </TextField>
      <TextField label={t('Base URL')} placeholder="https://api.deepseek.com/v1" {...field('baseUrl')} />
      <TextField label={t('Model')} placeholder="deepseek-chat" {...field('model')} />
      <TextField label={t('Fast model (optional)')} {...field('fastModel')} />
      <StructuredOutputField
        value={values.structuredOutput}
        onChange={(structuredOutput) => set({ structuredOutput })}
        inForce={settings.structuredMode}
      />
      <PasswordField
        label={t('API key')}
        autoComplete="off"
        disabled={values.isKeyRemoved}
        {...field('apiKey')}
        // Write-only: the key never comes back, only a masked hint of the stored one.
        helperText={
          errors.apiKey ??
          (keyOrigin
            ? t(
                'The stored key is only sent to {{origin}}. Enter the key for the new address, or remove the stored key.',
                {
                  origin: keyOrigin,
                },
              )
            : settings.hasApiKey
              ? t('Stored ({{hint}}); leave empty to keep it', { hint: settings.apiKeyHint ?? '' })
              : '')
        }
      />
      {settings.hasApiKey && (
        <FormControlLabel
          control={
            <Checkbox checked={values.isKeyRemoved} onChange={(event) => set({ isKeyRemoved: event.target.checked })} />
          }
          label={t('Remove the stored key')}
        />
      )}
      {test.data && (
        <ModelTestResult
          result={test.data}
          selected={values.structuredOutput}
          onUseMode={(structuredOutput) => set({ structuredOutput })}
        />
      )}
      {(save.error ?? test.error ?? remove.error) && (
        <Alert severity="error">{messageOf(save.error ?? test.error ?? remove.error)}</Alert>
      )}
      {save.isSuccess && !save.isPending && (
        <Alert severity="success">{t('Saved. The AI tools use these settings now.')}</Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {t('Save')}
        </Button>
        <Button variant="outlined" disabled={test.isPending} onClick={() => submit(test)}>
          {test.isPending ? t('Testing…') : t('Test connection')}
        </Button>
        {settings.source === 'database' && (
          <Button color="inherit" disabled={remove.isPending} onClick={() => remove.mutate()}>
            {t('Forget saved settings')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
