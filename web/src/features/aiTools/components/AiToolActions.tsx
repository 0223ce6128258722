import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import TuneRounded from '@mui/icons-material/TuneRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { toolLabel, type AiToolId, type ToolOptions } from '../toolCatalog';

interface Props {
  tools: readonly AiToolId[];
  options: ToolOptions;
  onOptionsChange: (options: ToolOptions) => void;
  onRun: (tool: AiToolId) => void;
  isDisabled?: boolean;
}

/** spec §2 "actions": one button per tool, and the optional instruction and output language. */
export function AiToolActions({ tools, options, onOptionsChange, onRun, isDisabled }: Props) {
  const { t } = useTranslation();
  const [showOptions, setShowOptions] = useState(false);
  return (
    <Box data-testid="ai-actions">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {tools.map((tool, index) => (
          <Button
            key={tool}
            size="small"
            variant={index === 0 ? 'contained' : 'outlined'}
            disabled={isDisabled}
            // Buttons share each row's width, so a narrow panel shows even rows rather than a ragged column.
            sx={{ flex: '1 0 auto' }}
            onClick={() => onRun(tool)}
          >
            {toolLabel(tool, t)}
          </Button>
        ))}
        <Button
          size="small"
          color="inherit"
          startIcon={<TuneRounded fontSize="small" />}
          aria-expanded={showOptions}
          onClick={() => setShowOptions((shown) => !shown)}
        >
          {t('Options')}
        </Button>
      </Box>
      <Collapse in={showOptions}>
        <Box sx={{ display: 'grid', gap: 1.5, pt: 1.5 }}>
          <TextField
            size="small"
            label={t('Instruction (optional)')}
            placeholder={t('e.g. keep it under 150 words')}
            value={options.instruction}
            onChange={(event) => onOptionsChange({ ...options, instruction: event.target.value })}
            multiline
            maxRows={4}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          <TextField
            select
            size="small"
            label={t('Output language')}
            value={options.language}
            // The default ('' = same as the text) is shown by name instead of as an empty field.
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            onChange={(event) =>
              onOptionsChange({ ...options, language: event.target.value as ToolOptions['language'] })
            }
          >
            <MenuItem value="">{t('Same as the text')}</MenuItem>
            <MenuItem value="en">{t('English')}</MenuItem>
            <MenuItem value="cn">{t('Chinese')}</MenuItem>
          </TextField>
        </Box>
      </Collapse>
    </Box>
  );
}
