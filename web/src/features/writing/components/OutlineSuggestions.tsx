import { useTranslation } from 'react-i18next';
import StopRounded from '@mui/icons-material/StopRounded';
import TipsAndUpdatesOutlined from '@mui/icons-material/TipsAndUpdatesOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WritingProjectDto } from '@inkstone/shared/api/writing';
import { StreamEndAlerts } from '../../aiTools/components/StreamEndAlerts';
import type { DraftSection } from '../outlineDraft';
import { instructionOf, type OutlineSuggestion } from '../outlineSuggestions';
import { useOutlineSuggestions } from '../useOutlineSuggestions';
import { SuggestionCard } from './SuggestionCard';

interface Props {
  project: WritingProjectDto;
  draft: readonly DraftSection[];
  /** Unsaved edits: a revision works on the saved outline, so applying waits for the save. */
  isDirty: boolean;
  isRevising: boolean;
  onRevise: (instruction: string, onRevised: () => void) => void;
}

/** "Suggestions": streamed ideas for the outline, each applied as a revision in words or dismissed. */
export function OutlineSuggestions({ project, draft, isDirty, isRevising, onRevise }: Props) {
  const { t } = useTranslation();
  const { stream, suggestions, start, dismiss } = useOutlineSuggestions(project, draft);
  const { state } = stream;
  const isStreaming = state.status === 'streaming';
  const apply = (suggestion: OutlineSuggestion) =>
    onRevise(instructionOf(suggestion), () => dismiss(suggestion.number));
  return (
    <Stack spacing={1.5} data-testid="outline-suggestions" data-status={state.status}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<TipsAndUpdatesOutlined />}
          loading={isStreaming}
          loadingPosition="start"
          onClick={start}
        >
          {t('Suggestions')}
        </Button>
        {isStreaming && (
          <Button color="inherit" startIcon={<StopRounded />} onClick={stream.stop}>
            {t('Stop')}
          </Button>
        )}
        <Typography variant="body2" color="textSecondary" sx={{ flex: 1, minWidth: 200 }}>
          {t('Ideas from the model for this outline; apply one to have the outline revised as it says.')}
        </Typography>
      </Box>
      {suggestions.length > 0 && (
        <Box
          component="ol"
          aria-label={t('Suggestions')}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
        >
          {suggestions.map((suggestion) => (
            <SuggestionCard
              key={suggestion.number}
              suggestion={suggestion}
              canApply={suggestion.isComplete && !isDirty && !isRevising}
              onApply={() => apply(suggestion)}
              onDismiss={() => dismiss(suggestion.number)}
            />
          ))}
        </Box>
      )}
      {state.rawChunks.length > 0 && (
        <Typography variant="body2" color="textSecondary" sx={{ whiteSpace: 'pre-wrap' }} data-testid="raw-chunks">
          {state.rawChunks.join('')}
        </Typography>
      )}
      {state.status === 'done' && suggestions.length === 0 && (
        <Typography variant="body2" color="textSecondary">
          {t('No suggestions left.')}
        </Typography>
      )}
      {isDirty && suggestions.length > 0 && (
        <Typography variant="body2" color="textSecondary">
          {t('Save or discard your edits to apply a suggestion.')}
        </Typography>
      )}
      <StreamEndAlerts stream={stream} />
    </Stack>
  );
}
