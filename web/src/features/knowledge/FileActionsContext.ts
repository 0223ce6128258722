import { createContext, useContext, type DragEvent } from 'react';
import type { FileDto, FileFolderDto } from '@inkstone/shared/api/file';

/** A file or folder the user acts on. */
export type Entry = { kind: 'file'; file: FileDto } | { kind: 'folder'; folder: FileFolderDto };

/** What rows, the tree and search results can ask the Files panel to do. */
export interface FileActions {
  openFolder: (folderId: string | null) => void;
  /** Opens the file's panel, at a page of its preview when given. */
  openFile: (fileId: string, page?: number) => void;
  rename: (entry: Entry) => void;
  move: (entry: Entry) => void;
  remove: (entry: Entry) => void;
  download: (file: FileDto) => void;
  /** A drop onto a folder (null: the root): moves a dragged entry there or uploads dropped files. */
  dropOn: (folderId: string | null, event: DragEvent) => void;
}

export const FileActionsContext = createContext<FileActions | null>(null);

/** The Files panel's actions; only inside it. */
export function useFileActions(): FileActions {
  const actions = useContext(FileActionsContext);
  if (!actions) throw new Error('useFileActions outside the Files panel');
  return actions;
}
