import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import AutoFixHighRounded from '@mui/icons-material/AutoFixHighRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';

interface Props {
  isPending: boolean;
  isDisabled: boolean;
  onRevise: (instruction: string) => void;
}

/** "Revise in words": the model rewrites the outline as the instruction asks. */
export function ReviseInWords({ isPending, isDisabled, onRevise }: Props) {
  const { t } = useTranslation();
  const [instruction, setInstruction] = useState('');
  const canSend = instruction.trim().length >= 2 && !isDisabled;
  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        if (canSend) onRevise(instruction.trim());
      }}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
    >
      <TextField
        fullWidth
        size="small"
        label={t('Revise in words')}
        placeholder={t('e.g. Merge the last two sections and add one on evaluation')}
        value={instruction}
        onChange={(event) => setInstruction(event.target.value)}
      />
      <Button
        type="submit"
        variant="outlined"
        loading={isPending}
        disabled={!canSend}
        startIcon={<AutoFixHighRounded />}
        sx={{ flexShrink: 0, height: 40 }}
      >
        {t('Revise')}
      </Button>
    </Box>
  );
}
