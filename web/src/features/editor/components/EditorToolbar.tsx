import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Editor } from '@tiptap/core';
import Box from '@mui/material/Box';
import { FormatTools } from './FormatTools';
import { InsertTools } from './InsertTools';

const toolbarSx = {
  display: 'flex',
  alignItems: 'center',
  gap: 0.25,
  px: 1,
  py: 0.5,
  // Phones: one row that scrolls sideways, so the note keeps the screen (wrapped, it took three rows).
  // The scroll bar is hidden (touch scrolls), and the fading right edge shows there is more.
  flexWrap: { xs: 'nowrap', md: 'wrap' },
  overflowX: { xs: 'auto', md: 'visible' },
  scrollbarWidth: { xs: 'none', md: 'auto' },
  maskImage: { xs: 'linear-gradient(to right, #000 calc(100% - 32px), transparent)', md: 'none' },
  '& > *': { flexShrink: 0 },
  // The last button can scroll clear of the fade.
  '&::after': { content: { xs: '""', md: 'none' }, flex: '0 0 24px' },
} as const;

/** The formatting toolbar; memoised so typing re-renders only the buttons whose state changed. */
export const EditorToolbar = memo(function EditorToolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  return (
    <Box role="toolbar" aria-label={t('Formatting')} data-testid="editor-toolbar" sx={toolbarSx}>
      <FormatTools editor={editor} />
      <Box sx={{ width: '1px', alignSelf: 'stretch', bgcolor: 'divider', mx: 0.5 }} />
      <InsertTools editor={editor} />
    </Box>
  );
});
