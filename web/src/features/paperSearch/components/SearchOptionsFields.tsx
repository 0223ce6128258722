import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AGENT_MAX_PAPERS } from '@inkstone/shared/api/paperAgent';
import { PaperSourceName } from '@inkstone/shared/api/papers';
import { SourceLabel } from './SourceLabel';

/** The options of a search as the form edits them (empty text = no limit). */
export interface SearchOptionsValue {
  yearFrom: string;
  yearTo: string;
  maxPapers: string;
  sources: PaperSourceName[];
}

interface SearchOptionsFieldsProps {
  value: SearchOptionsValue;
  onChange: (value: SearchOptionsValue) => void;
  isDisabled: boolean;
}

/** Years, sources and the most papers to keep (the limits issue 6 lets the user set). */
export function SearchOptionsFields({ value, onChange, isDisabled }: SearchOptionsFieldsProps) {
  const { t } = useTranslation();
  const toggleSource = (source: PaperSourceName) => {
    const has = value.sources.includes(source);
    // At least one source must stay on: the search needs somewhere to look.
    if (has && value.sources.length === 1) return;
    onChange({ ...value, sources: has ? value.sources.filter((s) => s !== source) : [...value.sources, source] });
  };
  const numberField = (label: string, key: 'yearFrom' | 'yearTo' | 'maxPapers', min: number, max: number) => (
    <TextField
      label={label}
      type="number"
      size="small"
      value={value[key]}
      disabled={isDisabled}
      onChange={(event) => onChange({ ...value, [key]: event.target.value })}
      slotProps={{ htmlInput: { min, max } }}
      sx={{ width: { xs: '100%', sm: 150 } }}
    />
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {numberField(t('From year'), 'yearFrom', 1800, 2100)}
        {numberField(t('To year'), 'yearTo', 1800, 2100)}
        {numberField(t('Most papers'), 'maxPapers', 5, AGENT_MAX_PAPERS)}
      </Box>
      <Box>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
          {t('Sources')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {PaperSourceName.options.map((source) => {
            const isOn = value.sources.includes(source);
            return (
              <Chip
                key={source}
                label={<SourceLabel source={source} />}
                color={isOn ? 'primary' : 'default'}
                variant={isOn ? 'filled' : 'outlined'}
                onClick={isDisabled ? undefined : () => toggleSource(source)}
                aria-pressed={isOn}
              />
            );
          })}
        </Box>
      </Box>
    </Box>
  );
}
