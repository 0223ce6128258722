import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileFolderDto } from '@inkstone/shared/api/file';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface Props {
  folder: FileFolderDto;
  fileCount: number;
  onDelete: (mode: 'moveToRoot' | 'delete') => Promise<unknown>;
  onClose: () => void;
}

/** Asks what happens to a folder's files before the folder goes to the trash. */
export function DeleteFolderDialog({ folder, fileCount, onDelete, onClose }: Props) {
  const { t } = useTranslation();
  const [isDeleting, setIsDeleting] = useState(false);
  const run = (mode: 'moveToRoot' | 'delete') => {
    setIsDeleting(true);
    onDelete(mode).then(onClose, () => setIsDeleting(false));
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs">
      <DialogTitle sx={{ overflowWrap: 'anywhere' }}>
        {t('Delete folder “{{name}}”?', { name: folder.name })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          {fileCount === 0
            ? t('It holds no files. It goes to the trash and can be restored for 30 days.')
            : fileCount === 1
              ? t(
                  'It holds 1 file (with its subfolders). Move it to My files, or put it in the trash with the folder? Both can be restored for 30 days.',
                )
              : t(
                  'It holds {{count}} files (with its subfolders). Move them to My files, or put them in the trash with the folder? Both can be restored for 30 days.',
                  { count: fileCount },
                )}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{t('Cancel')}</Button>
        <Button color="error" disabled={isDeleting} onClick={() => run('delete')}>
          {fileCount === 0 ? t('Delete') : t('Delete the files too')}
        </Button>
        {fileCount > 0 && (
          <Button variant="contained" disabled={isDeleting} onClick={() => run('moveToRoot')}>
            {t('Move files to My files')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
