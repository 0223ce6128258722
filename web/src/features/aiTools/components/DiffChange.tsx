import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import type { ChangeHunk } from '@inkstone/shared/wordDiff';

interface Props {
  hunk: ChangeHunk;
  number: number;
  isAccepted: boolean;
  onToggle: () => void;
}

const removedSx = { color: 'error.dark', bgcolor: 'rgba(255, 62, 29, 0.12)', textDecoration: 'line-through' } as const;
const addedSx = { color: 'success.dark', bgcolor: 'rgba(113, 221, 55, 0.18)' } as const;
const mutedSx = { color: 'text.disabled', textDecoration: 'line-through' } as const;

/**
 * One change of a diff, inline: what goes and what comes. Clicking it accepts or rejects it; a
 * rejected change shows the original as it stays and the proposal struck through.
 */
export function DiffChange({ hunk, number, isAccepted, onToggle }: Props) {
  const { t } = useTranslation();
  const label = isAccepted
    ? t('Change {{number}} accepted: click to keep the original', { number })
    : t('Change {{number}} rejected: click to accept it', { number });
  return (
    <Box
      component="button"
      type="button"
      onClick={onToggle}
      aria-pressed={isAccepted}
      title={label}
      aria-label={label}
      data-testid="diff-change"
      data-accepted={isAccepted}
      sx={{
        font: 'inherit',
        border: 0,
        p: 0,
        m: 0,
        cursor: 'pointer',
        bgcolor: 'transparent',
        borderRadius: 0.5,
        outline: '1px dashed transparent',
        whiteSpace: 'pre-wrap',
        textAlign: 'inherit',
        '&:hover, &:focus-visible': { outlineColor: 'primary.main' },
      }}
    >
      {hunk.removed && (
        <Box
          component="span"
          // A hair of space keeps "was" and "were" from reading as one word.
          sx={{ ...(isAccepted ? removedSx : { bgcolor: 'action.selected' }), mr: hunk.added ? '3px' : 0 }}
        >
          {hunk.removed}
        </Box>
      )}
      {hunk.added && (
        <Box component="span" sx={isAccepted ? addedSx : mutedSx}>
          {hunk.added}
        </Box>
      )}
    </Box>
  );
}
