import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Folder, NoteSummary } from '@inkstone/shared/api/textEditor';
import MoreVert from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ListSubheader from '@mui/material/ListSubheader';
import { useChangeFolder, useDeleteEntity } from '../queries';

interface Props {
  note: NoteSummary;
  folders: Folder[];
  isSelected: boolean;
  onSelect: (id: string) => void;
}

/**
 * A note in the sidebar, with a menu to move it to another folder or delete it. Memoised: every save
 * refetches the list, and only the saved note's row has changed.
 */
export const NoteListItem = memo(function NoteListItem({ note, folders, isSelected, onSelect }: Props) {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const move = useChangeFolder();
  const remove = useDeleteEntity();
  const edited = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }).format(
    new Date(note.updatedAt),
  );
  const close = () => setAnchor(null);
  const moveTo = (folderId: string | null) => {
    close();
    move.mutate({ id: note.id, folderId });
  };
  return (
    <>
      <ListItemButton
        selected={isSelected}
        onClick={() => onSelect(note.id)}
        sx={{ height: '100%', pr: 5 }}
        data-testid="note-item"
      >
        <ListItemText
          primary={note.title || t('Untitled')}
          secondary={`${edited} · ${note.excerpt || t('Empty note')}`}
          slotProps={{
            primary: { noWrap: true, sx: { fontWeight: 600, fontSize: 14 } },
            secondary: { noWrap: true, sx: { fontSize: 12 } },
          }}
        />
      </ListItemButton>
      <IconButton
        size="small"
        aria-label={t('Note actions')}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ position: 'absolute', right: 4, top: '50%', transform: 'translateY(-50%)' }}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <ListSubheader>{t('Move to')}</ListSubheader>
        <MenuItem disabled={note.folderId === null} onClick={() => moveTo(null)}>
          {t('Unfiled')}
        </MenuItem>
        {folders.map((folder) => (
          <MenuItem key={folder.id} disabled={note.folderId === folder.id} onClick={() => moveTo(folder.id)}>
            {folder.folderName}
          </MenuItem>
        ))}
        <MenuItem
          sx={{ color: 'error.main', borderTop: 1, borderColor: 'divider' }}
          onClick={() => {
            close();
            remove.mutate({ kind: 'note', id: note.id });
          }}
        >
          {t('Move to trash')}
        </MenuItem>
      </Menu>
    </>
  );
});
