import { useTranslation } from 'react-i18next';
import type { Editor } from '@tiptap/core';
import Code from '@mui/icons-material/Code';
import DataObject from '@mui/icons-material/DataObject';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatQuote from '@mui/icons-material/FormatQuote';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import StrikethroughS from '@mui/icons-material/StrikethroughS';
import SubscriptIcon from '@mui/icons-material/Subscript';
import SuperscriptIcon from '@mui/icons-material/Superscript';
import Box from '@mui/material/Box';
import { useIdleEditorState } from '../hooks/useIdleEditorState';
import { HistoryTools } from './HistoryTools';
import { MOD_KEY } from './modKey';
import { ToolbarButton } from './ToolbarButton';

/** Undo and redo, headings, inline marks, lists, quotes and code — each with its active state and shortcut. */
export function FormatTools({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const active = useIdleEditorState(editor, (e) => ({
    h1: e.isActive('heading', { level: 1 }),
    h2: e.isActive('heading', { level: 2 }),
    h3: e.isActive('heading', { level: 3 }),
    bold: e.isActive('bold'),
    italic: e.isActive('italic'),
    underline: e.isActive('underline'),
    strike: e.isActive('strike'),
    superscript: e.isActive('superscript'),
    subscript: e.isActive('subscript'),
    code: e.isActive('code'),
    bulletList: e.isActive('bulletList'),
    orderedList: e.isActive('orderedList'),
    blockquote: e.isActive('blockquote'),
    codeBlock: e.isActive('codeBlock'),
  }));
  const run = () => editor.chain().focus();
  const heading = (level: 1 | 2 | 3) => (
    <ToolbarButton
      key={level}
      label={t('Heading {{level}}', { level })}
      shortcut={`${MOD_KEY}+Alt+${level}`}
      isActive={active[`h${level}`]}
      onClick={() => run().toggleHeading({ level }).run()}
    >
      <Box component="span" sx={{ fontSize: 13, fontWeight: 700, width: 20 }}>{`H${level}`}</Box>
    </ToolbarButton>
  );

  return (
    <>
      <HistoryTools editor={editor} />
      {([1, 2, 3] as const).map(heading)}
      <ToolbarButton
        label={t('Bold')}
        shortcut={`${MOD_KEY}+B`}
        isActive={active.bold}
        onClick={() => run().toggleBold().run()}
      >
        <FormatBold fontSize="small" />
      </ToolbarButton>
      <ToolbarButton
        label={t('Italic')}
        shortcut={`${MOD_KEY}+I`}
        isActive={active.italic}
        onClick={() => run().toggleItalic().run()}
      >
        <FormatItalic fontSize="small" />
      </ToolbarButton>
      <ToolbarButton
        label={t('Underline')}
        shortcut={`${MOD_KEY}+U`}
        isActive={active.underline}
        onClick={() => run().toggleUnderline().run()}
      >
        <FormatUnderlined fontSize="small" />
      </ToolbarButton>
      <ToolbarButton
        label={t('Strikethrough')}
        shortcut={`${MOD_KEY}+Shift+S`}
        isActive={active.strike}
        onClick={() => run().toggleStrike().run()}
      >
        <StrikethroughS fontSize="small" />
      </ToolbarButton>
      <ToolbarButton
        label={t('Superscript')}
        shortcut={`${MOD_KEY}+.`}
        isActive={active.superscript}
        onClick={() => run().toggleMark('superscript').run()}
      >
        <SuperscriptIcon fontSize="small" />
      </ToolbarButton>
      <ToolbarButton
        label={t('Subscript')}
        shortcut={`${MOD_KEY}+,`}
        isActive={active.subscript}
        onClick={() => run().toggleMark('subscript').run()}
      >
        <SubscriptIcon fontSize="small" />
      </ToolbarButton>
      <ToolbarButton
        label={t('Inline code')}
        shortcut={`${MOD_KEY}+E`}
        isActive={active.code}
        onClick={() => run().toggleCode().run()}
      >
        <Code fontSize="small" />
      </ToolbarButton>
      <ToolbarButton
        label={t('Bulleted list')}
        shortcut={`${MOD_KEY}+Shift+8`}
        isActive={active.bulletList}
        onClick={() => run().toggleBulletList().run()}
      >
        <FormatListBulleted fontSize="small" />
      </ToolbarButton>
      <ToolbarButton
        label={t('Numbered list')}
        shortcut={`${MOD_KEY}+Shift+7`}
        isActive={active.orderedList}
        onClick={() => run().toggleOrderedList().run()}
      >
        <FormatListNumbered fontSize="small" />
      </ToolbarButton>
      <ToolbarButton
        label={t('Block quote')}
        shortcut={`${MOD_KEY}+Shift+B`}
        isActive={active.blockquote}
        onClick={() => run().toggleBlockquote().run()}
      >
        <FormatQuote fontSize="small" />
      </ToolbarButton>
      <ToolbarButton
        label={t('Code block')}
        shortcut={`${MOD_KEY}+Alt+C`}
        isActive={active.codeBlock}
        onClick={() => run().toggleCodeBlock().run()}
      >
        <DataObject fontSize="small" />
      </ToolbarButton>
    </>
  );
}
