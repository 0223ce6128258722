import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import EditNoteRounded from '@mui/icons-material/EditNoteRounded';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { NotesSidebar } from '../../features/editor/components/NotesSidebar';
import { NoteWorkspace } from '../../features/editor/components/NoteWorkspace';

/** /apps/editor?id=: the notes sidebar, the open note, and the AI panel beside it. */
export function EditorPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const noteId = params.get('id') ?? undefined;
  return (
    <Box sx={{ display: 'flex', gap: 2, height: { xs: 'auto', md: 'calc(100vh - 140px)' }, minHeight: 560 }}>
      <NotesSidebar selectedId={noteId} onSelect={(id) => setParams({ id })} />
      {noteId ? (
        <NoteWorkspace key={noteId} noteId={noteId} />
      ) : (
        <Paper variant="outlined" sx={{ flex: 1, display: 'grid', placeItems: 'center', p: 4 }}>
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
