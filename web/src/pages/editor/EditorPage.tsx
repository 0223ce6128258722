import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import EditNoteRounded from '@mui/icons-material/EditNoteRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FolderScope } from '../../features/editor/components/FolderList';
import { NotesDrawer } from '../../features/editor/components/NotesDrawer';
import { NotesSidebar } from '../../features/editor/components/NotesSidebar';
import { NoteWorkspace } from '../../features/editor/components/NoteWorkspace';
import { editorLayoutStore, setNotesDrawerOpen } from '../../features/editor/editorLayoutStore';
import { FOLDER_PARAM, folderScopeValue, parseFolderScope } from '../../features/editor/folderScopeParam';
import { useEditorWidth } from '../../features/editor/useEditorWidth';
import { useStore } from '../../hooks/useStore';

/** Width of the notes column beside the note (see EDITOR_WIDE_PX for the sum it is part of). */
const NOTES_COLUMN_PX = 240;

/**
 * /apps/editor?id=&folder=: the notes list, the open note, and the AI panel beside it (NoteEditor).
 * On a phone with a note open the note is the page and the list a drawer; with none, the list is.
 */
export function EditorPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const noteId = params.get('id') ?? undefined;
  const scope = parseFolderScope(params.get(FOLDER_PARAM));
  const width = useEditorWidth();
  const { isListOpen, isListDrawerOpen } = useStore(editorLayoutStore);
  /** Changes one query parameter and keeps the others. */
  const setParam = useCallback(
    (name: string, value: string | undefined) =>
      setParams(() => {
        // From the address bar, not this render: a callback made before the last change (a new note
        // created while the folder param was being set) would otherwise put the old value back.
        const next = new URLSearchParams(window.location.search);
        if (value === undefined) next.delete(name);
        else next.set(name, value);
        return next;
      }),
    [setParams],
  );
  // Stable, so the list's memoised rows do not all re-render when a save refetches it.
  const selectNote = useCallback(
    (id: string) => {
      setParam('id', id);
      setNotesDrawerOpen(false);
    },
    [setParam],
  );
  const sidebar = (
    <NotesSidebar
      selectedId={noteId}
      onSelect={selectNote}
      scope={scope}
      onScope={(next: FolderScope) => setParam(FOLDER_PARAM, folderScopeValue(next))}
    />
  );
  const isNarrow = width === 'narrow';

  return (
    <Box sx={{ flex: 1, minHeight: 0, display: 'flex', bgcolor: 'background.paper' }}>
      {isNarrow && noteId && (
        <NotesDrawer isOpen={isListDrawerOpen} onClose={() => setNotesDrawerOpen(false)}>
          {sidebar}
        </NotesDrawer>
      )}
      {isNarrow && !noteId && <Box sx={{ flex: 1, minWidth: 0 }}>{sidebar}</Box>}
      {/* Without a note open there is no header to bring the list back from, so it always shows. */}
      {!isNarrow && (isListOpen || !noteId) && (
        <Box sx={{ width: NOTES_COLUMN_PX, flexShrink: 0, borderRight: 1, borderColor: 'divider' }}>{sidebar}</Box>
      )}
      {noteId ? (
        <NoteWorkspace key={noteId} noteId={noteId} />
      ) : (
        !isNarrow && (
          <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', p: 4, bgcolor: 'background.default' }}>
            <Box sx={{ textAlign: 'center', maxWidth: 380 }}>
              <EditNoteRounded color="primary" sx={{ fontSize: 48 }} />
              <Typography variant="h6">{t('Pick a note or start a new one')}</Typography>
              <Typography color="textSecondary" sx={{ mt: 1 }}>
                {t('Your notes save themselves as you type, and stay on this device when you are offline.')}
              </Typography>
            </Box>
          </Box>
        )
      )}
    </Box>
  );
}
