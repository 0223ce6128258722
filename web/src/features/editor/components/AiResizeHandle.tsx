import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { AI_DEFAULT_WIDTH, AI_MAX_WIDTH, AI_MIN_WIDTH } from '../editorLayoutPrefs';

/** The panel's width as laid out (a remembered width may not fit) and the widest it may be now. */
export interface PanelSize {
  width: number;
  max: number;
}

interface Props {
  /** The width to announce (the remembered or dragged one). */
  width: number;
  /** Read in event handlers only: the layout is not known while rendering. */
  measure: () => PanelSize;
  /** While dragging: the width asked for, not yet clamped. */
  onResize: (width: number) => void;
  /** When a drag or a key press ends: the width to keep. */
  onCommit: (width: number) => void;
}

const KEY_STEP = 24;

/**
 * The AI panel's left edge: drag it (or focus it and use the arrow keys) to widen or narrow the
 * panel; a double click goes back to the default width.
 */
export function AiResizeHandle({ width, measure, onResize, onCommit }: Props) {
  const { t } = useTranslation();
  const drag = useRef<{ startX: number; startWidth: number } | null>(null);
  const widthAt = (clientX: number) => {
    const started = drag.current;
    // The handle is on the panel's left edge: moving left makes the panel wider.
    return started ? started.startWidth + started.startX - clientX : measure().width;
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startX: event.clientX, startWidth: measure().width };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current) onResize(widthAt(event.clientX));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    onCommit(widthAt(event.clientX));
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const change = { ArrowLeft: KEY_STEP, ArrowRight: -KEY_STEP }[event.key];
    if (change === undefined) return;
    event.preventDefault();
    onCommit(measure().width + change);
  };
  const label = t('Resize AI tools');
  return (
    <Tooltip title={label} placement="left">
      <Box
        role="separator"
        aria-orientation="vertical"
        aria-label={label}
        aria-valuenow={width}
        aria-valuemin={AI_MIN_WIDTH}
        aria-valuemax={AI_MAX_WIDTH}
        tabIndex={0}
        data-testid="ai-resize-handle"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKeyDown}
        onDoubleClick={() => onCommit(AI_DEFAULT_WIDTH)}
        sx={{
          position: 'absolute',
          top: 0,
          bottom: 0,
          left: -4,
          width: 8,
          zIndex: 1,
          cursor: 'col-resize',
          touchAction: 'none',
          outline: 'none',
          // A line over the border shows where to grab, on hover and on keyboard focus.
          '&::after': { content: '""', position: 'absolute', top: 0, bottom: 0, left: 3, width: 2 },
          '&:hover::after, &:focus-visible::after': { bgcolor: 'primary.main' },
        }}
      />
    </Tooltip>
  );
}
