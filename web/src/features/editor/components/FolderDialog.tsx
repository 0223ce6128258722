import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Folder } from '@inkstone/shared/api/textEditor';
import { FOLDER_DESC_MAX_LENGTH, FOLDER_NAME_MAX_LENGTH } from '@inkstone/shared/api/textEditor';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useCreateEntity, useEditEntity } from '../queries';

/** Creates a folder, or renames one and edits its description. */
export function FolderDialog({ folder, onClose }: { folder?: Folder; onClose: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(folder?.folderName ?? '');
  const [desc, setDesc] = useState(folder?.folderDesc ?? '');
  const create = useCreateEntity();
  const edit = useEditEntity();
  const submit = async () => {
    if (folder)
      await edit.mutateAsync({
        kind: 'folder',
        id: folder.id,
        version: folder.version,
        folderName: name,
        folderDesc: desc,
      });
    else await create.mutateAsync({ kind: 'folder', folderName: name, folderDesc: desc });
    onClose();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{folder ? t('Edit folder') : t('New folder')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={t('Name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          slotProps={{ htmlInput: { maxLength: FOLDER_NAME_MAX_LENGTH } }}
        />
        <TextField
          fullWidth
          multiline
          minRows={2}
          margin="dense"
          label={t('Description')}
          value={desc}
          onChange={(event) => setDesc(event.target.value)}
          slotProps={{ htmlInput: { maxLength: FOLDER_DESC_MAX_LENGTH } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Cancel')}</Button>
        <Button
          variant="contained"
          disabled={!name.trim() || create.isPending || edit.isPending}
          onClick={() => void submit().catch(() => undefined)}
        >
          {t('Save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
