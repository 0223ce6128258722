import { useTranslation } from 'react-i18next';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  StructuredOutputSetting,
  type StructuredMode,
  type StructuredOutputSetting as Setting,
} from '@inkstone/shared/api/modelSettings';
import { structuredModeName } from '../structuredModeName';

interface Props {
  value: Setting;
  onChange: (value: Setting) => void;
  /** The mode in force with the saved settings (what `auto` stands for there). */
  inForce: StructuredMode | null;
}

/** How steps that need JSON ask the model for it: automatic, or a mode the admin picks. */
export function StructuredOutputField({ value, onChange, inForce }: Props) {
  const { t } = useTranslation();
  const helper = inForce
    ? t('Used now: {{mode}}. "Test connection" finds the mode your model honours.', {
        mode: structuredModeName(t, inForce),
      })
    : t('"Test connection" finds the mode your model honours.');
  return (
    <TextField
      select
      size="small"
      label={t('Structured output')}
      value={value}
      helperText={helper}
      onChange={(event) => onChange(event.target.value as Setting)}
      data-testid="structured-output"
    >
      {StructuredOutputSetting.options.map((mode) => (
        <MenuItem key={mode} value={mode}>
          {structuredModeName(t, mode)}
        </MenuItem>
      ))}
    </TextField>
  );
}
