import type { DragEvent } from 'react';

/** A file or folder of the tree, as dragged onto a folder. */
export interface DraggedEntry {
  kind: 'file' | 'folder';
  id: string;
}

// A type of our own, so a drag from another app (or of text) is never taken for an entry.
const ENTRY_TYPE = 'application/x-inkstone-file-entry';

/** Starts dragging an entry. */
export function startEntryDrag(event: DragEvent, entry: DraggedEntry): void {
  event.dataTransfer.setData(ENTRY_TYPE, JSON.stringify(entry));
  event.dataTransfer.effectAllowed = 'move';
}

/** What a drop onto a folder carries: one of our entries, files from the computer, or neither. */
export type DropPayload = { kind: 'entry'; entry: DraggedEntry } | { kind: 'files'; files: File[] } | { kind: 'none' };

/** Whether a drag over a folder is one it accepts (types are readable during dragover, data is not). */
export const isAcceptedDrag = (event: DragEvent): boolean =>
  event.dataTransfer.types.includes(ENTRY_TYPE) || event.dataTransfer.types.includes('Files');

/** Reads a drop. */
export function readDrop(event: DragEvent): DropPayload {
  const raw = event.dataTransfer.getData(ENTRY_TYPE);
  if (raw) {
    const entry = JSON.parse(raw) as DraggedEntry;
    return { kind: 'entry', entry };
  }
  const files = Array.from(event.dataTransfer.files);
  return files.length > 0 ? { kind: 'files', files } : { kind: 'none' };
}
