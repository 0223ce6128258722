import { useTranslation } from 'react-i18next';
import type { Entry } from '../FileActionsContext';
import { fileCountOf, type FileTree } from '../fileTree';
import { useCreateFolder, useDeleteEntry, useMoveEntry, useRenameEntry } from '../queries';
import { DeleteFolderDialog } from './DeleteFolderDialog';
import { FileTrashDialog } from './FileTrashDialog';
import { MoveDialog } from './MoveDialog';
import { NameDialog } from './NameDialog';

/** The dialog the Files panel has open, if any. */
export type FileDialog =
  | { type: 'newFolder'; parentId: string | null }
  | { type: 'rename'; entry: Entry }
  | { type: 'move'; entry: Entry }
  | { type: 'deleteFolder'; entry: Extract<Entry, { kind: 'folder' }> }
  | { type: 'trash' };

/** Shows the open dialog and runs what it asks for. */
export function FileDialogs({ dialog, tree, onClose }: { dialog: FileDialog; tree: FileTree; onClose: () => void }) {
  const { t } = useTranslation();
  const createFolder = useCreateFolder();
  const rename = useRenameEntry();
  const move = useMoveEntry();
  const remove = useDeleteEntry();
  switch (dialog.type) {
    case 'newFolder':
      return (
        <NameDialog
          title={t('New folder')}
          submitLabel={t('Create')}
          onSubmit={(name) => createFolder.mutateAsync({ name, parentId: dialog.parentId })}
          onClose={onClose}
        />
      );
    case 'rename': {
      const { entry } = dialog;
      const item = entry.kind === 'file' ? entry.file : entry.folder;
      return (
        <NameDialog
          title={entry.kind === 'file' ? t('Rename file') : t('Rename folder')}
          initial={item.name}
          submitLabel={t('Rename')}
          onSubmit={(name) => rename.mutateAsync({ kind: entry.kind, id: item.id, name })}
          onClose={onClose}
        />
      );
    }
    case 'move': {
      const { entry } = dialog;
      const id = entry.kind === 'file' ? entry.file.id : entry.folder.id;
      return (
        <MoveDialog
          entry={entry}
          tree={tree}
          onMove={(folderId) => move.mutateAsync({ id, kind: entry.kind, folderId })}
          onClose={onClose}
        />
      );
    }
    case 'deleteFolder': {
      const { folder } = dialog.entry;
      const node = tree.byId.get(folder.id);
      return (
        <DeleteFolderDialog
          folder={folder}
          fileCount={node ? fileCountOf(node) : 0}
          onDelete={(mode) => remove.mutateAsync({ id: folder.id, kind: 'folder', mode })}
          onClose={onClose}
        />
      );
    }
    case 'trash':
      return <FileTrashDialog onClose={onClose} />;
  }
}
