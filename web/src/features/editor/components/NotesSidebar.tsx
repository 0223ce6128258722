import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import CreateNewFolderOutlined from '@mui/icons-material/CreateNewFolderOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import NoteAddOutlined from '@mui/icons-material/NoteAddOutlined';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useCreateEntity, useFolders, type NoteFilter } from '../queries';
import { FolderDialog } from './FolderDialog';
import { FolderList, type FolderScope } from './FolderList';
import { ImportButton } from './ImportButton';
import { NoteList } from './NoteList';
import { TrashDialog } from './TrashDialog';

function filterOf(scope: FolderScope, search: string): NoteFilter {
  if (scope.kind === 'folder') return { folderId: scope.id, search };
  return scope.kind === 'unfiled' ? { unfiled: true, search } : { search };
}

interface Props {
  selectedId: string | undefined;
  onSelect: (id: string) => void;
  /** The folder being viewed; the page keeps it in the URL so a reload shows the same folder. */
  scope: FolderScope;
  onScope: (scope: FolderScope) => void;
}

/**
 * Folders, search and the notes list; new notes land in the folder being viewed. It fills its
 * container: a column beside the note, a drawer, or a phone's whole screen (see EditorPage).
 */
export function NotesSidebar({ selectedId, onSelect, scope: requested, onScope }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  const [dialog, setDialog] = useState<'folder' | 'trash' | null>(null);
  const folderList = useFolders().data;
  const folders = folderList?.items ?? [];
  // A remembered folder that was deleted meanwhile shows every note instead of an error.
  const isGone = requested.kind === 'folder' && !!folderList && !folders.some((f) => f.id === requested.id);
  const scope: FolderScope = isGone ? { kind: 'all' } : requested;
  const create = useCreateEntity();
  const folderId = scope.kind === 'folder' ? scope.id : null;
  const newNote = () =>
    create.mutateAsync({ kind: 'note', title: '', folderId }).then(
      (result) => result.kind === 'note' && onSelect(result.note.id),
      () => undefined,
    );

  return (
    <Box sx={{ height: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }} data-testid="notes-sidebar">
      {/* Fits the 240 px column on one line: "New note" and three icon buttons. */}
      <Box sx={{ display: 'flex', gap: 0.5, px: 1.5, py: 1.5, alignItems: 'center' }}>
        <Button
          variant="contained"
          size="small"
          startIcon={<NoteAddOutlined />}
          onClick={() => void newNote()}
          disabled={create.isPending}
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          {t('New note')}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Tooltip title={t('New folder')}>
          <IconButton size="small" aria-label={t('New folder')} onClick={() => setDialog('folder')}>
            <CreateNewFolderOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
        <ImportButton folderId={folderId} onImported={onSelect} />
        <Tooltip title={t('Trash')}>
          <IconButton size="small" aria-label={t('Trash')} onClick={() => setDialog('trash')}>
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      <Box sx={{ px: 1.5, pb: 1 }}>
        <TextField
          size="small"
          fullWidth
          placeholder={t('Search titles and text')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          slotProps={{
            htmlInput: { 'aria-label': t('Search notes') },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <Box sx={{ maxHeight: '35%', overflowY: 'auto' }}>
        <FolderList folders={folders} scope={scope} onScope={onScope} />
      </Box>
      <Divider sx={{ mt: 1 }} />
      <NoteList
        filter={filterOf(scope, deferredSearch)}
        folders={folders}
        selectedId={selectedId}
        onSelect={onSelect}
      />
      {dialog === 'folder' && <FolderDialog onClose={() => setDialog(null)} />}
      {dialog === 'trash' && <TrashDialog onClose={() => setDialog(null)} />}
    </Box>
  );
}
