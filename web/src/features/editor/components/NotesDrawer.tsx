import type { ReactNode } from 'react';
import Drawer from '@mui/material/Drawer';

interface Props {
  isOpen: boolean;
  onClose: () => void;
  /** The notes sidebar. */
  children: ReactNode;
}

/**
 * The notes list on a phone while a note is open: a drawer from the left, so the note itself is the
 * first screen. It stays mounted while closed, so the list keeps its scroll position and search.
 */
export function NotesDrawer({ isOpen, onClose, children }: Props) {
  return (
    <Drawer
      anchor="left"
      open={isOpen}
      onClose={onClose}
      ModalProps={{ keepMounted: true }}
      // Leaves a strip of the note showing, which says where the drawer goes and closes it when tapped.
      slotProps={{ paper: { sx: { width: 'min(340px, 86vw)' } } }}
    >
      {children}
    </Drawer>
  );
}
