import { memo } from 'react';
import type { Editor } from '@tiptap/core';
import type { Selection } from '@tiptap/pm/state';
import Drawer from '@mui/material/Drawer';
import { AiToolsPanel } from './AiToolsPanel';

interface Props {
  editor: Editor;
  isOpen: boolean;
  onClose: () => void;
  /** The selection made before the drawer opened. */
  selectionToUse: () => Selection;
}

/**
 * The AI panel below the `lg` breakpoint: a full-height drawer from the right (the whole width on a
 * phone). It stays mounted while closed, so a running answer keeps streaming and is there on reopening.
 */
export const AiToolsDrawer = memo(function AiToolsDrawer({ editor, isOpen, onClose, selectionToUse }: Props) {
  return (
    <Drawer
      anchor="right"
      open={isOpen}
      onClose={onClose}
      ModalProps={{ keepMounted: true }}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 420 } } } }}
    >
      <AiToolsPanel editor={editor} selectionToUse={selectionToUse} onClose={onClose} />
    </Drawer>
  );
});
