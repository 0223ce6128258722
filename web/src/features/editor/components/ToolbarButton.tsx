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
          color={isActive ? 'primary' : 'default'}
          sx={{ borderRadius: 1, bgcolor: isActive ? 'action.selected' : undefined }}
        >
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}
