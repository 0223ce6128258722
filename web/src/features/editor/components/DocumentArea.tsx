import { memo } from 'react';
import type { Editor } from '@tiptap/core';
import { EditorContent } from '@tiptap/react';
import Box from '@mui/material/Box';
import { documentSx } from './documentSx';
import { NoteBibliography } from './NoteBibliography';

// 16 px margins up to xl: at 1280 px the column beside the notes list and the AI panel is 672 px,
// and the text keeps 640 of them.
const areaSx = { ...documentSx, flex: 1, overflowY: 'auto', px: { xs: 2, xl: 6 }, py: 3 } as const;

/**
 * The scrolling page the document sits on, its bibliography at the end. Memoised: the save state changes on every keystroke, and
 * re-rendering this (its large style object included) each time would cost typing latency.
 */
export const DocumentArea = memo(function DocumentArea({ editor }: { editor: Editor }) {
  return (
    <Box sx={areaSx} onClick={() => editor.commands.focus()}>
      <Box sx={{ maxWidth: 760, mx: 'auto', height: '100%' }} onClick={(event) => event.stopPropagation()}>
        <EditorContent editor={editor} />
        <NoteBibliography editor={editor} />
      </Box>
    </Box>
  );
});
