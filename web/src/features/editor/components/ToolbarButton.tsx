import type { ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

interface Props {
  label: string;
  shortcut?: string;
  isActive?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}

// One style for every state, picked by the button's own attributes: a state first shown while typing
// (the caret entering italic text) would otherwise make Emotion insert a new rule, and a new rule
// restyles the whole long document in the keystroke's frame.
const buttonSx = {
  borderRadius: 1,
  '&[aria-pressed="true"]': { color: 'primary.main', bgcolor: 'action.selected' },
} as const;

/** One toolbar action: an icon with a tooltip naming it and its shortcut. */
export function ToolbarButton({ label, shortcut, isActive = false, disabled = false, onClick, children }: Props) {
  return (
    <Tooltip title={shortcut ? `${label} (${shortcut})` : label}>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          aria-pressed={isActive}
          disabled={disabled}
          onMouseDown={(event) => event.preventDefault()}
          onClick={onClick}
          sx={buttonSx}
        >
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}
