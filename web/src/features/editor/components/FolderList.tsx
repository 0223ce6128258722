import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Folder } from '@inkstone/shared/api/textEditor';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import NotesRounded from '@mui/icons-material/NotesRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { DeleteFolderDialog } from './DeleteFolderDialog';
import { FolderDialog } from './FolderDialog';

/** Which notes are listed: every note, the unfiled ones, or one folder's. */
export type FolderScope = { kind: 'all' } | { kind: 'unfiled' } | { kind: 'folder'; id: string };

interface Props {
  folders: Folder[];
  scope: FolderScope;
  onScope: (scope: FolderScope) => void;
}

/** All notes, Unfiled, and each folder with rename and delete. */
export function FolderList({ folders, scope, onScope }: Props) {
  const { t } = useTranslation();
  const noteCountLabel = (count: number) => (count === 1 ? t('1 note') : t('{{count}} notes', { count }));
  const [editing, setEditing] = useState<Folder | null>(null);
  const [deleting, setDeleting] = useState<Folder | null>(null);
  const row = (
    key: string,
    label: string,
    icon: ReactNode,
    target: FolderScope,
    isSelected: boolean,
    folder?: Folder,
  ) => (
    // An <li>: the rows are the items of the folder <ul> (Lighthouse's list audit).
    <Box
      component="li"
      key={key}
      sx={{ position: 'relative', listStyle: 'none', '&:hover .folder-actions': { opacity: 1 } }}
    >
      <ListItemButton
        dense
        selected={isSelected}
        aria-current={isSelected ? 'true' : undefined}
        onClick={() => onScope(target)}
        sx={{ borderRadius: 1, pr: folder ? 8 : 2 }}
        title={folder?.folderDesc || undefined}
      >
        <ListItemIcon sx={{ minWidth: 32 }}>{icon}</ListItemIcon>
        <ListItemText
          primary={label}
          secondary={folder ? noteCountLabel(folder.noteCount) : undefined}
          slotProps={{ primary: { noWrap: true } }}
        />
      </ListItemButton>
      {folder && (
        <Box className="folder-actions" sx={{ position: 'absolute', right: 4, top: 6, opacity: { xs: 1, md: 0 } }}>
          <Tooltip title={t('Edit folder')}>
            <IconButton size="small" aria-label={t('Edit folder')} onClick={() => setEditing(folder)}>
              <EditOutlined fontSize="inherit" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('Delete folder')}>
            <IconButton size="small" aria-label={t('Delete folder')} onClick={() => setDeleting(folder)}>
              <DeleteOutlined fontSize="inherit" />
            </IconButton>
          </Tooltip>
        </Box>
      )}
    </Box>
  );
  return (
    <>
      <List dense disablePadding sx={{ px: 1 }} data-testid="folder-list">
        {row('all', t('All notes'), <NotesRounded fontSize="small" />, { kind: 'all' }, scope.kind === 'all')}
        {row(
          'unfiled',
          t('Unfiled'),
          <InboxOutlined fontSize="small" />,
          { kind: 'unfiled' },
          scope.kind === 'unfiled',
        )}
        {folders.map((folder) =>
          row(
            folder.id,
            folder.folderName,
            <FolderOutlined fontSize="small" />,
            { kind: 'folder', id: folder.id },
            scope.kind === 'folder' && scope.id === folder.id,
            folder,
          ),
        )}
      </List>
      {editing && <FolderDialog folder={editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <DeleteFolderDialog
          folder={deleting}
          onClose={() => {
            if (scope.kind === 'folder' && scope.id === deleting.id) onScope({ kind: 'all' });
            setDeleting(null);
          }}
        />
      )}
    </>
  );
}
