import { useState } from 'react';
import { useEditor } from '@tiptap/react';
import type { NoteDetail, ProseMirrorDoc } from '@inkstone/shared/api/textEditor';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import { useEditorAiPanel } from '../../aiTools/useEditorAiPanel';
import { editorExtensions } from '../extensions/editorExtensions';
import type { SyncState } from '../sync/syncMachine';
import { useAutosave } from '../sync/useAutosave';
import { AiToolsDrawer } from './AiToolsDrawer';
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
const aiPanelSx = { width: { lg: 260, xl: 340 }, flexShrink: 0 } as const;

/** One open note: header, toolbar, the document, and the AI panel beside it (a drawer below lg). */
export function NoteEditor({ note, content, start }: Props) {
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
  const ai = useEditorAiPanel(editor);

  return (
    <Box sx={{ display: 'flex', gap: 2, minHeight: 0, flex: 1 }}>
      <Paper variant="outlined" sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <EditorHeader editor={editor} note={note} autosave={autosave} isAiOpen={ai.isOpen} onToggleAi={ai.toggle} />
        <Divider />
        <EditorToolbar editor={editor} />
        <Divider />
        <DocumentArea editor={editor} />
      </Paper>
      {ai.isBeside && ai.isOpen && (
        <Paper variant="outlined" sx={aiPanelSx}>
          <AiToolsPanel editor={editor} />
        </Paper>
      )}
      {!ai.isBeside && (
        <AiToolsDrawer editor={editor} isOpen={ai.isOpen} onClose={ai.closeDrawer} selectionToUse={ai.selectionToUse} />
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
