import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NoteDetail } from '@inkstone/shared/api/textEditor';
import { NOTE_TITLE_MAX_LENGTH } from '@inkstone/shared/api/textEditor';
import InputBase from '@mui/material/InputBase';
import { useEditEntity } from '../queries';
import type { Autosave } from '../sync/useAutosave';

/** The note's title, renamed when the field loses focus or Enter is pressed. */
export function NoteTitleField({ note, autosave }: { note: NoteDetail; autosave: Autosave }) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(note.title);
  const [savedTitle, setSavedTitle] = useState(note.title);
  const edit = useEditEntity();
  const commit = async () => {
    const next = title.trim();
    if (next === savedTitle) return;
    await autosave.editMetadata(async (version) => {
      const result = await edit.mutateAsync({ kind: 'note', id: note.id, version, title: next });
      return result.kind === 'note' ? result.note.version : version;
    });
    setSavedTitle(next);
  };
  return (
    <InputBase
      value={title}
      placeholder={t('Untitled')}
      inputProps={{ 'aria-label': t('Title'), maxLength: NOTE_TITLE_MAX_LENGTH, 'data-testid': 'note-title' }}
      onChange={(event) => setTitle(event.target.value)}
      onBlur={() => void commit().catch(() => undefined)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') (event.target as HTMLInputElement).blur();
      }}
      // A phone gives the title the row beside the notes toggle; the save state and buttons wrap below.
      sx={{ fontSize: '1.15rem', fontWeight: 600, minWidth: 120, flex: { xs: '1 1 calc(100% - 48px)', sm: 1 } }}
    />
  );
}
