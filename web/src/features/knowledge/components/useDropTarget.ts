import { useState, type DragEvent } from 'react';
import { isAcceptedDrag } from '../entryDrag';
import { useFileActions } from '../FileActionsContext';

/**
 * Makes an element a drop target for a folder (null: the root): highlighted while an entry or
 * files from the computer are over it; a drop moves or uploads them there.
 */
export function useDropTarget(folderId: string | null) {
  const actions = useFileActions();
  const [isOver, setIsOver] = useState(false);
  const handlers = {
    onDragOver: (event: DragEvent) => {
      if (!isAcceptedDrag(event)) return;
      event.preventDefault();
      // An inner target (a folder in the listing) takes the drop, not the listing around it.
      event.stopPropagation();
      setIsOver(true);
    },
    onDragLeave: (event: DragEvent) => {
      // Moving onto a child element fires dragleave on the parent; only leaving it counts.
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsOver(false);
    },
    onDrop: (event: DragEvent) => {
      if (!isAcceptedDrag(event)) return;
      event.preventDefault();
      event.stopPropagation();
      setIsOver(false);
      actions.dropOn(folderId, event);
    },
  };
  return { isOver, handlers };
}
