import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import FolderRounded from '@mui/icons-material/FolderRounded';
import HomeRounded from '@mui/icons-material/HomeRounded';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { Entry } from '../FileActionsContext';
import { flattenFolders, subtreeIds, type FileTree } from '../fileTree';

interface Props {
  entry: Entry;
  tree: FileTree;
  onMove: (folderId: string | null) => Promise<unknown>;
  onClose: () => void;
}

/** Picks the folder to move a file or folder into; a folder cannot go into itself or below. */
export function MoveDialog({ entry, tree, onMove, onClose }: Props) {
  const { t } = useTranslation();
  const current = entry.kind === 'file' ? entry.file.folderId : entry.folder.parentId;
  const [target, setTarget] = useState<string | null>(current);
  const [isSaving, setIsSaving] = useState(false);
  const excluded = entry.kind === 'folder' ? subtreeIds(tree, entry.folder.id) : new Set<string>();
  const name = entry.kind === 'file' ? entry.file.name : entry.folder.name;
  const submit = () => {
    setIsSaving(true);
    onMove(target).then(onClose, () => setIsSaving(false));
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle sx={{ overflowWrap: 'anywhere' }}>{t('Move “{{name}}” to…', { name })}</DialogTitle>
      <DialogContent dividers sx={{ p: 1 }}>
        <List dense aria-label={t('Folders')}>
          <ListItemButton selected={target === null} onClick={() => setTarget(null)} sx={{ borderRadius: 1 }}>
            <ListItemIcon sx={{ minWidth: 34 }}>
              <HomeRounded fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t('My files')} />
          </ListItemButton>
          {flattenFolders(tree.folders).map(({ folder, depth }) => (
            <ListItemButton
              key={folder.id}
              selected={target === folder.id}
              disabled={excluded.has(folder.id)}
              onClick={() => setTarget(folder.id)}
              sx={{ borderRadius: 1, pl: 2 + depth * 2 }}
            >
              <ListItemIcon sx={{ minWidth: 34 }}>
                <FolderRounded fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={folder.name} slotProps={{ primary: { noWrap: true } }} />
            </ListItemButton>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Cancel')}</Button>
        <Button variant="contained" disabled={target === current || isSaving} onClick={submit}>
          {t('Move here')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
