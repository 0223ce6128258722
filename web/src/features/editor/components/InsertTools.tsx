import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Editor } from '@tiptap/core';
import { addColumnAfter, addRowAfter, deleteTable } from '@tiptap/pm/tables';
import Functions from '@mui/icons-material/Functions';
import InsertLink from '@mui/icons-material/InsertLink';
import MenuBook from '@mui/icons-material/MenuBook';
import NotesRounded from '@mui/icons-material/NotesRounded';
import PlaylistAdd from '@mui/icons-material/PlaylistAdd';
import TableChart from '@mui/icons-material/TableChart';
import ViewWeek from '@mui/icons-material/ViewWeek';
import DeleteSweep from '@mui/icons-material/DeleteSweep';
import Box from '@mui/material/Box';
import { openCitationPicker } from '../citations/citationPickerStore';
import { useIdleEditorState } from '../hooks/useIdleEditorState';
import { CitationPicker } from './CitationPicker';
import { ImageButton } from './ImageButton';
import { PromptDialog, type PromptRequest } from './PromptDialog';
import { ToolbarButton } from './ToolbarButton';

const cell = (type: string) => ({ type, content: [{ type: 'paragraph' }] });
const row = (type: string) => ({ type: 'tableRow', content: [cell(type), cell(type), cell(type)] });
const NEW_TABLE = { type: 'table', content: [row('tableHeader'), row('tableCell'), row('tableCell')] };

/** Links, tables, images, math, footnotes and citations. */
export function InsertTools({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const [prompt, setPrompt] = useState<PromptRequest | null>(null);
  const inTable = useIdleEditorState(editor, (e) => e.isActive('table'));
  const run = () => editor.chain().focus();

  const ask = (request: PromptRequest) => setPrompt(request);
  const link = () =>
    ask({
      title: t('Link'),
      label: t('Address'),
      initial: (editor.getAttributes('link').href as string | undefined) ?? 'https://',
      onSubmit: (href) => run().extendMarkRange('link').setLink({ href }).run(),
    });
  const math = (block: boolean) =>
    ask({
      title: block ? t('Display formula') : t('Inline formula'),
      label: t('LaTeX'),
      helper: t('For example \\frac{a}{b} or E = mc^2'),
      isMultiline: block,
      onSubmit: (latex) =>
        run()
          .insertContent({ type: block ? 'mathBlock' : 'mathInline', attrs: { latex } })
          .run(),
    });
  const footnote = () =>
    ask({
      title: t('Footnote'),
      label: t('Footnote text'),
      isMultiline: true,
      onSubmit: (text) => run().insertContent({ type: 'footnote', attrs: { text } }).run(),
    });

  return (
    <>
      <ToolbarButton label={t('Link')} onClick={link}>
        <InsertLink fontSize="small" />
      </ToolbarButton>
      <ToolbarButton label={t('Insert table')} onClick={() => run().insertContent(NEW_TABLE).run()}>
        <TableChart fontSize="small" />
      </ToolbarButton>
      {inTable && (
        <>
          <ToolbarButton
            label={t('Add row')}
            onClick={() =>
              run()
                .command(({ state, dispatch }) => addRowAfter(state, dispatch))
                .run()
            }
          >
            <PlaylistAdd fontSize="small" />
          </ToolbarButton>
          <ToolbarButton
            label={t('Add column')}
            onClick={() =>
              run()
                .command(({ state, dispatch }) => addColumnAfter(state, dispatch))
                .run()
            }
          >
            <ViewWeek fontSize="small" />
          </ToolbarButton>
          <ToolbarButton
            label={t('Delete table')}
            onClick={() =>
              run()
                .command(({ state, dispatch }) => deleteTable(state, dispatch))
                .run()
            }
          >
            <DeleteSweep fontSize="small" />
          </ToolbarButton>
        </>
      )}
      <ImageButton editor={editor} />
      <ToolbarButton label={t('Inline formula')} onClick={() => math(false)}>
        <Functions fontSize="small" />
      </ToolbarButton>
      <ToolbarButton label={t('Display formula')} onClick={() => math(true)}>
        <Box component="span" sx={{ fontSize: 13, fontWeight: 700, fontFamily: 'serif' }}>
          ∑
        </Box>
      </ToolbarButton>
      <ToolbarButton label={t('Footnote')} onClick={footnote}>
        <NotesRounded fontSize="small" />
      </ToolbarButton>
      <ToolbarButton label={t('Insert citation (Ctrl+Alt+C)')} onClick={() => openCitationPicker()}>
        <MenuBook fontSize="small" />
      </ToolbarButton>
      {prompt && <PromptDialog request={prompt} onClose={() => setPrompt(null)} />}
      <CitationPicker editor={editor} />
    </>
  );
}
