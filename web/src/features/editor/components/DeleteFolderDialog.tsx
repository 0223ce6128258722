import { useTranslation } from 'react-i18next';
import type { Folder, FolderDeleteMode } from '@inkstone/shared/api/textEditor';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useDeleteEntity } from '../queries';

/** Asks what happens to a folder's notes before the folder goes to the trash. */
export function DeleteFolderDialog({ folder, onClose }: { folder: Folder; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteEntity();
  const run = (mode: FolderDeleteMode) =>
    remove.mutateAsync({ kind: 'folder', id: folder.id, mode }).then(onClose, () => undefined);
  return (
    <Dialog open onClose={onClose} maxWidth="xs">
      <DialogTitle>{t('Delete folder “{{name}}”?', { name: folder.folderName })}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {folder.noteCount === 1
            ? t(
                'It holds 1 note. Move it to Unfiled, or put it in the trash with the folder? Both can be restored for 30 days.',
              )
            : t(
                'It holds {{count}} notes. Move them to Unfiled, or put them in the trash with the folder? Both can be restored for 30 days.',
                { count: folder.noteCount },
              )}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Cancel')}</Button>
        <Button color="error" disabled={remove.isPending} onClick={() => void run('deleteNotes')}>
          {t('Delete the notes too')}
        </Button>
        <Button variant="contained" disabled={remove.isPending} onClick={() => void run('moveNotesToUnfiled')}>
          {t('Move notes to Unfiled')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
