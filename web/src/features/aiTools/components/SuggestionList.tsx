import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';

interface Props {
  items: string[];
  onApply: (chosen: string[]) => void;
}

/** spec §2 "suggestions": the numbered suggestions; the chosen ones are applied to the text. */
export function SuggestionList({ items, onApply }: Props) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (index: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  return (
    <Box data-testid="ai-suggestions">
      <Typography variant="overline" color="textSecondary">
        {t('Suggestions')}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
        {items.map((item, index) => (
          <li key={index}>
            <FormControlLabel
              sx={{ alignItems: 'flex-start', m: 0 }}
              control={
                <Checkbox
                  size="small"
                  sx={{ p: 0.5, mr: 0.5 }}
                  checked={chosen.has(index)}
                  onChange={() => toggle(index)}
                />
              }
              label={
                <Typography variant="body2" sx={{ pt: 0.5 }}>
                  <b>{index + 1}.</b> {item}
                </Typography>
              }
            />
          </li>
        ))}
      </Box>
      <Button
        variant="contained"
        size="small"
        sx={{ mt: 1 }}
        disabled={chosen.size === 0}
        onClick={() => onApply(items.filter((_, index) => chosen.has(index)))}
      >
        {t('Apply chosen ({{count}})', { count: chosen.size })}
      </Button>
    </Box>
  );
}
