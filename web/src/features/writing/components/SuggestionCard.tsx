import { useTranslation } from 'react-i18next';
import AutoFixHighRounded from '@mui/icons-material/AutoFixHighRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { OutlineSuggestion } from '../outlineSuggestions';

interface Props {
  suggestion: OutlineSuggestion;
  canApply: boolean;
  onApply: () => void;
  onDismiss: () => void;
}

/** One numbered outline suggestion with its Apply and Dismiss buttons. */
export function SuggestionCard({ suggestion, canApply, onApply, onDismiss }: Props) {
  const { t } = useTranslation();
  return (
    <Box
      component="li"
      data-testid="outline-suggestion"
      sx={{
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        p: 1.5,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'action.hover',
      }}
    >
      <Typography variant="body2" sx={{ flex: 1, minWidth: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        <Box component="span" sx={{ color: 'primary.main', fontWeight: 700, mr: 1 }}>
          {suggestion.number}.
        </Box>
        {suggestion.text}
      </Typography>
      <Box sx={{ display: 'flex', gap: 0.5, flexShrink: 0, ml: 'auto' }}>
        <Button
          size="small"
          variant="contained"
          startIcon={<AutoFixHighRounded />}
          disabled={!canApply}
          onClick={onApply}
        >
          {t('Apply')}
        </Button>
        <Button size="small" color="inherit" onClick={onDismiss}>
          {t('Dismiss')}
        </Button>
      </Box>
    </Box>
  );
}
