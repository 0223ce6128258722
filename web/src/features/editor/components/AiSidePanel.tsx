import { memo, useRef, useState } from 'react';
import type { Editor } from '@tiptap/core';
import Box from '@mui/material/Box';
import { useStore } from '../../../hooks/useStore';
import { AI_MIN_WIDTH, clampAiWidth, TEXT_COLUMN_MIN_WIDTH } from '../editorLayoutPrefs';
import { editorLayoutStore, setAiWidth } from '../editorLayoutStore';
import { AiResizeHandle, type PanelSize } from './AiResizeHandle';
import { AiToolsPanel } from './AiToolsPanel';

interface Props {
  editor: Editor;
  /** The text column beside it, whose spare width (over TEXT_COLUMN_MIN_WIDTH) the panel may take. */
  textColumn: () => HTMLElement | null;
}

/**
 * The AI panel beside the text on wide screens, resizable by its left edge. The width is remembered;
 * where the window is too narrow for it the panel shrinks (down to AI_MIN_WIDTH) before the text does.
 */
export const AiSidePanel = memo(function AiSidePanel({ editor, textColumn }: Props) {
  const { aiWidth } = useStore(editorLayoutStore);
  const panel = useRef<HTMLDivElement>(null);
  // While dragging, only this panel re-renders; the remembered width changes when the drag ends.
  const [dragWidth, setDragWidth] = useState<number | null>(null);
  const shownWidth = dragWidth ?? aiWidth;
  const measure = (): PanelSize => {
    const width = panel.current?.offsetWidth ?? shownWidth;
    return { width, max: width + (textColumn()?.offsetWidth ?? 0) - TEXT_COLUMN_MIN_WIDTH };
  };
  return (
    <Box
      ref={panel}
      data-testid="ai-side-panel"
      sx={{
        flex: `0 1 ${shownWidth}px`,
        minWidth: AI_MIN_WIDTH,
        minHeight: 0,
        position: 'relative',
        borderLeft: 1,
        borderColor: 'divider',
      }}
    >
      <AiResizeHandle
        width={shownWidth}
        measure={measure}
        onResize={(width) => setDragWidth(clampAiWidth(width, measure().max))}
        onCommit={(width) => {
          setAiWidth(width, measure().max);
          setDragWidth(null);
        }}
      />
      <AiToolsPanel editor={editor} />
    </Box>
  );
});
