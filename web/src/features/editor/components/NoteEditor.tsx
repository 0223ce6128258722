import { useCallback, useRef, useState } from 'react';
import { useEditor } from '@tiptap/react';
import type { NoteDetail, ProseMirrorDoc } from '@inkstone/shared/api/textEditor';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import { useEditorAiPanel } from '../../aiTools/useEditorAiPanel';
import { TEXT_COLUMN_MIN_WIDTH } from '../editorLayoutPrefs';
import { editorExtensions } from '../extensions/editorExtensions';
import { PrepareLinkDetection } from '../extensions/prepareLinkDetection';
import type { SyncState } from '../sync/syncMachine';
import { useAutosave } from '../sync/useAutosave';
import { AiSidePanel } from './AiSidePanel';
import { AiToolsDrawer } from './AiToolsDrawer';
import { ConflictDialog } from './ConflictDialog';
import { DocumentArea } from './DocumentArea';
import { EditorHeader } from './EditorHeader';
import { EditorToolbar } from './EditorToolbar';

interface Props {
  note: NoteDetail;
  content: ProseMirrorDoc;
  start: SyncState;
}

/** One open note: header, toolbar, the document, and the AI panel beside it (a drawer below 1280 px). */
export function NoteEditor({ note, content, start }: Props) {
  // Options are made once: useEditor compares them on every render, and a new object would push the
  // whole schema and props into the view again — a full redraw of a long document per keystroke.
  const [options] = useState(() => ({
    extensions: [...editorExtensions(), PrepareLinkDetection],
    content,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    // TipTap's `delete` extension diffs every transaction's steps in a timer to emit 'delete' events,
    // which nothing here listens to: a task of its own after every keystroke.
    enableCoreExtensions: { delete: false as const },
    editorProps: { attributes: { 'aria-label': note.title || 'Untitled', 'data-testid': 'note-body' } },
  }));
  const editor = useEditor(options);
  const autosave = useAutosave(editor, note.id, start);
  const ai = useEditorAiPanel(editor);
  const textColumn = useRef<HTMLDivElement>(null);
  // Stable, so the memoised AI panel skips the re-render each change of the save state makes here
  // (the first keystroke after every save).
  const textColumnElement = useCallback(() => textColumn.current, []);

  return (
    <Box sx={{ display: 'flex', minHeight: 0, minWidth: 0, flex: 1 }}>
      <Box
        ref={textColumn}
        data-testid="text-column"
        sx={{
          flex: '1 1 0',
          minWidth: ai.isBeside && ai.isOpen ? TEXT_COLUMN_MIN_WIDTH : 0,
          display: 'flex',
          flexDirection: 'column',
        }}
      >
        <EditorHeader editor={editor} note={note} autosave={autosave} isAiOpen={ai.isOpen} onToggleAi={ai.toggle} />
        <Divider />
        <EditorToolbar editor={editor} />
        <Divider />
        <DocumentArea editor={editor} />
      </Box>
      {ai.isBeside && ai.isOpen && <AiSidePanel editor={editor} textColumn={textColumnElement} />}
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
