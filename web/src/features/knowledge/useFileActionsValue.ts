import { useTranslation } from 'react-i18next';
import { snackbar } from '../../lib/snackbarStore';
import type { FileActions } from './FileActionsContext';
import type { FileDialog } from './components/FileDialogs';
import { readDrop } from './entryDrag';
import { downloadFile } from './fileBlob';
import { subtreeIds, type FileTree } from './fileTree';
import { useDeleteEntry, useMoveEntry } from './queries';
import type { useFilesLocation } from './useFilesLocation';

interface Options {
  tree: FileTree;
  location: ReturnType<typeof useFilesLocation>;
  openDialog: (dialog: FileDialog) => void;
  upload: (files: File[], folderId: string | null) => void;
}

/** The Files panel's actions, given to rows, the tree and results through FileActionsContext. */
export function useFileActionsValue({ tree, location, openDialog, upload }: Options): FileActions {
  const { t } = useTranslation();
  const move = useMoveEntry();
  const remove = useDeleteEntry();
  const parentOf = (kind: 'file' | 'folder', id: string) =>
    (kind === 'file' ? tree.fileById.get(id)?.folderId : tree.byId.get(id)?.folder.parentId) ?? null;
  return {
    openFolder: location.openFolder,
    openFile: location.openFile,
    rename: (entry) => openDialog({ type: 'rename', entry }),
    move: (entry) => openDialog({ type: 'move', entry }),
    remove: (entry) => {
      if (entry.kind === 'folder') {
        openDialog({ type: 'deleteFolder', entry });
        return;
      }
      remove.mutate(
        { id: entry.file.id, kind: 'file', mode: 'delete' },
        {
          onSuccess: () => {
            if (location.fileId === entry.file.id) location.closeFile();
            snackbar.show({ text: t('Moved to the trash. You can restore it for 30 days.'), color: 'success' });
          },
        },
      );
    },
    download: (file) => {
      downloadFile(file.id, file.name).catch(() =>
        snackbar.show({ text: t('The file could not be downloaded.'), color: 'error' }),
      );
    },
    dropOn: (folderId, event) => {
      const drop = readDrop(event);
      if (drop.kind === 'files') upload(drop.files, folderId);
      if (drop.kind !== 'entry') return;
      const { kind, id } = drop.entry;
      // Dropping where it already is, or a folder into itself or below, does nothing.
      if (parentOf(kind, id) === folderId) return;
      if (kind === 'folder' && folderId !== null && subtreeIds(tree, id).has(folderId)) return;
      move.mutate({ id, kind, folderId });
    },
  };
}
