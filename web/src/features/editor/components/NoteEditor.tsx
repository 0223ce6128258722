import { useState } from 'react';
import { useStore } from '../../../hooks/useStore';
import { useEditor } from '@tiptap/react';
import type { NoteDetail, ProseMirrorDoc } from '@inkstone/shared/api/textEditor';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import { editorLayoutStore, toggleAiPanel } from '../editorLayoutStore';
import { editorExtensions } from '../extensions/editorExtensions';
import type { SyncState } from '../sync/syncMachine';
import { useAutosave } from '../sync/useAutosave';
import { AiToolsPanel } from './AiToolsPanel';
import { ConflictDialog } from './ConflictDialog';
import { DocumentArea } from './DocumentArea';
import { EditorHeader } from './EditorHeader';
import { EditorToolbar } from './EditorToolbar';

interface Props {
  note: NoteDetail;
  content: ProseMirrorDoc;
  start: SyncState;
}

// Narrower below xl, where the notes list steps aside for it (see editorLayoutStore).
const aiPanelSx = { width: { lg: 260, xl: 340 }, flexShrink: 0, display: { xs: 'none', lg: 'block' } } as const;

/** One open note: header, toolbar, the document, and the AI panel beside it. */
export function NoteEditor({ note, content, start }: Props) {
  const { isAiOpen } = useStore(editorLayoutStore);
  // Options are made once: useEditor compares them on every render, and a new object would push the
  // whole schema and props into the view again — a full redraw of a long document per keystroke.
  const [options] = useState(() => ({
    extensions: editorExtensions(),
    content,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: { 'aria-label': note.title || 'Untitled', 'data-testid': 'note-body' } },
  }));
  const editor = useEditor(options);
  const autosave = useAutosave(editor, note.id, start);

  return (
    <Box sx={{ display: 'flex', gap: 2, minHeight: 0, flex: 1 }}>
      <Paper variant="outlined" sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <EditorHeader editor={editor} note={note} autosave={autosave} isAiOpen={isAiOpen} onToggleAi={toggleAiPanel} />
        <Divider />
        <EditorToolbar editor={editor} />
        <Divider />
        <DocumentArea editor={editor} />
      </Paper>
      {isAiOpen && (
        <Paper variant="outlined" sx={aiPanelSx}>
          <AiToolsPanel editor={editor} />
        </Paper>
      )}
      {autosave.conflict && (
        <ConflictDialog
          mine={editor.getJSON() as ProseMirrorDoc}
          server={autosave.conflict}
          onResolve={autosave.resolve}
        />
      )}
    </Box>
  );
}
