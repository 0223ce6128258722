import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import type { HealthState } from '@inkstone/shared/api/adminHealth';

/** OK (green), Problem (red) or Off (grey): a part's state in a word, not in colour alone. */
export function StateChip({ state }: { state: HealthState }) {
  const { t } = useTranslation();
  const label = state === 'ok' ? t('OK') : state === 'problem' ? t('Problem') : t('Off');
  const color = state === 'ok' ? 'success' : state === 'problem' ? 'error' : 'default';
  return <Chip size="small" label={label} color={color} variant={state === 'off' ? 'outlined' : 'filled'} />;
}
