import { EditorContent, useEditor } from '@tiptap/react';
import type { ProseMirrorDoc } from '@inkstone/shared/api/textEditor';
import Box from '@mui/material/Box';
import { editorExtensions } from '../extensions/editorExtensions';
import { documentSx } from './documentSx';

/** A document rendered with the editor's own schema, not editable (preview, conflict dialog). */
export function ReadOnlyDoc({ doc, testId }: { doc: ProseMirrorDoc; testId?: string }) {
  const editor = useEditor({ extensions: editorExtensions(), content: doc, editable: false }, [doc]);
  return (
    <Box sx={documentSx} data-testid={testId}>
      <EditorContent editor={editor} />
    </Box>
  );
}
