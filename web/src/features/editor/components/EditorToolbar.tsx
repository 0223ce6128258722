import { memo } from 'react';
import type { Editor } from '@tiptap/core';
import Box from '@mui/material/Box';
import { FormatTools } from './FormatTools';
import { InsertTools } from './InsertTools';

/** The formatting toolbar; memoised so typing re-renders only the buttons whose state changed. */
export const EditorToolbar = memo(function EditorToolbar({ editor }: { editor: Editor }) {
  return (
    <Box role="toolbar" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.25, px: 1, py: 0.5 }}>
      <FormatTools editor={editor} />
      <Box sx={{ width: '1px', alignSelf: 'stretch', bgcolor: 'divider', mx: 0.5 }} />
      <InsertTools editor={editor} />
    </Box>
  );
});
