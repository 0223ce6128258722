import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import EditNoteRounded from '@mui/icons-material/EditNoteRounded';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { FolderScope } from '../../features/editor/components/FolderList';
import { NotesSidebar } from '../../features/editor/components/NotesSidebar';
import { NoteWorkspace } from '../../features/editor/components/NoteWorkspace';
import { editorLayoutStore } from '../../features/editor/editorLayoutStore';
import { FOLDER_PARAM, folderScopeValue, parseFolderScope } from '../../features/editor/folderScopeParam';
import { useStore } from '../../hooks/useStore';

/** /apps/editor?id=&folder=: the notes sidebar, the open note, and the AI panel beside it. */
export function EditorPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const noteId = params.get('id') ?? undefined;
  const scope = parseFolderScope(params.get(FOLDER_PARAM));
  const theme = useTheme();
  // Where the AI panel shows (lg) but the screen is under xl, it takes the notes list's place.
  const isAiBeside = useMediaQuery(theme.breakpoints.between('lg', 'xl'), { noSsr: true });
  const { isAiOpen } = useStore(editorLayoutStore);
  const isListShown = !(noteId && isAiOpen && isAiBeside);
  /** Changes one query parameter and keeps the others. */
  const setParam = (name: string, value: string | undefined) =>
    setParams(() => {
      // From the address bar, not this render: a callback made before the last change (a new note
      // created while the folder param was being set) would otherwise put the old value back.
      const next = new URLSearchParams(window.location.search);
      if (value === undefined) next.delete(name);
      else next.set(name, value);
      return next;
    });
  return (
    <Box
      sx={{
        display: 'flex',
        // Phones and narrow tablets: the list above the note, not squeezed beside it.
        flexDirection: { xs: 'column', md: 'row' },
        gap: 2,
        // The viewport less the top bar (65), the page's padding (64) and the footer (60): the
        // editor fills the window without making the page scroll.
        height: { xs: 'auto', md: 'calc(100vh - 189px)' },
        minHeight: 560,
      }}
    >
      {isListShown && (
        <NotesSidebar
          selectedId={noteId}
          isNoteOpen={Boolean(noteId)}
          onSelect={(id) => setParam('id', id)}
          scope={scope}
          onScope={(next: FolderScope) => setParam(FOLDER_PARAM, folderScopeValue(next))}
        />
      )}
      {noteId ? (
        <NoteWorkspace key={noteId} noteId={noteId} />
      ) : (
        // On a phone the list itself is the page until a note is picked; this hint would only push it up.
        <Paper variant="outlined" sx={{ flex: 1, display: { xs: 'none', md: 'grid' }, placeItems: 'center', p: 4 }}>
          <Box sx={{ textAlign: 'center', maxWidth: 380 }}>
            <EditNoteRounded color="primary" sx={{ fontSize: 48 }} />
            <Typography variant="h6">{t('Pick a note or start a new one')}</Typography>
            <Typography color="textSecondary" sx={{ mt: 1 }}>
              {t('Your notes save themselves as you type, and stay on this device when you are offline.')}
            </Typography>
          </Box>
        </Paper>
      )}
    </Box>
  );
}
