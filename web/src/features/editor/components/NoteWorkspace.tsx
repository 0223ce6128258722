import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useNote } from '../queries';
import { getDraft, type LocalDraft } from '../sync/localDrafts';
import { isSameDocument } from '../sync/sameDocument';
import { initialSyncState } from '../sync/syncMachine';
import { NoteEditor } from './NoteEditor';

/**
 * Loads a note and any draft this device kept of it. A kept draft wins: it is sent from the version
 * it started from, so if the server moved on meanwhile the user sees the conflict instead of losing it.
 */
export function NoteWorkspace({ noteId }: { noteId: string }) {
  const { t } = useTranslation();
  const note = useNote(noteId);
  const [draft, setDraft] = useState<LocalDraft | null | undefined>(undefined);
  useEffect(() => {
    let isCurrent = true;
    getDraft(noteId).then(
      (found) => isCurrent && setDraft(found ?? null),
      () => isCurrent && setDraft(null),
    );
    return () => {
      isCurrent = false;
    };
  }, [noteId]);

  if (note.isError) {
    return (
      <Typography sx={{ p: 3, flex: 1 }}>{t('This note could not be opened. It may have been deleted.')}</Typography>
    );
  }
  if (!note.data || draft === undefined) {
    return (
      <Box sx={{ flex: 1, display: 'grid', placeItems: 'center' }}>
        <CircularProgress size={28} />
      </Box>
    );
  }
  const detail = note.data.note;
  // A draft the server already holds (the save went through but the tab closed before the draft was
  // dropped) is no edit: sending it from its older version would show a conflict between equal texts.
  const pending = draft && !isSameDocument(draft.content, detail.content) ? draft : null;
  const start = pending ? initialSyncState(pending.baseVersion, true) : initialSyncState(detail.version);
  return <NoteEditor key={noteId} note={detail} content={pending?.content ?? detail.content} start={start} />;
}
