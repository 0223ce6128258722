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
import Redo from '@mui/icons-material/Redo';
import StrikethroughS from '@mui/icons-material/StrikethroughS';
import SubscriptIcon from '@mui/icons-material/Subscript';
import SuperscriptIcon from '@mui/icons-material/Superscript';
import Undo from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import { useIdleEditorState } from '../hooks/useIdleEditorState';
import { ToolbarButton } from './ToolbarButton';

const MOD = typeof navigator !== 'undefined' && /Mac/.test(navigator.platform) ? '⌘' : 'Ctrl';

/** Undo, headings, inline marks, lists, quotes and code — each with its active state and shortcut. */
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
    canUndo: e.can().undo(),
    canRedo: e.can().redo(),
  }));
  const run = () => editor.chain().focus();
  const heading = (level: 1 | 2 | 3) => (
    <ToolbarButton
      key={level}
      label={t('Heading {{level}}', { level })}
      shortcut={`${MOD}+Alt+${level}`}
      isActive={active[`h${level}`]}
      onClick={() => run().toggleHeading({ level }).run()}
    >
      <Box component="span" sx={{ fontSize: 13, fontWeight: 700, width: 20 }}>{`H${level}`}</Box>
    </ToolbarButton>
  );

  return (
    <>
      <ToolbarButton
        label={t('Undo')}
        shortcut={`${MOD}+Z`}
        disabled={!active.canUndo}
        onClick={() => run().undo().run()}
      >
        <Undo fontSize="small" />
      </ToolbarButton>
      <ToolbarButton
        label={t('Redo')}
        shortcut={`${MOD}+Shift+Z`}
        disabled={!active.canRedo}
        onClick={() => run().redo().run()}
      >
        <Redo fontSize="small" />
      </ToolbarButton>
      {([1, 2, 3] as const).map(heading)}
      <ToolbarButton
        label={t('Bold')}
        shortcut={`${MOD}+B`}
        isActive={active.bold}
        onClick={() => run().toggleBold().run()}
      >
        <FormatBold fontSize="small" />
      </ToolbarButton>
      <ToolbarButton
        label={t('Italic')}
        shortcut={`${MOD}+I`}
        isActive={active.italic}
        onClick={() => run().toggleItalic().run()}
      >
        <FormatItalic fontSize="small" />
      </ToolbarButton>
      <ToolbarButton
        label={t('Underline')}
        shortcut={`${MOD}+U`}
        isActive={active.underline}
        onClick={() => run().toggleUnderline().run()}
      >
        <FormatUnderlined fontSize="small" />
      </ToolbarButton>
      <ToolbarButton
        label={t('Strikethrough')}
        shortcut={`${MOD}+Shift+S`}
        isActive={active.strike}
        onClick={() => run().toggleStrike().run()}
      >
        <StrikethroughS fontSize="small" />
      </ToolbarButton>
      <ToolbarButton
        label={t('Superscript')}
        shortcut={`${MOD}+.`}
        isActive={active.superscript}
        onClick={() => run().toggleMark('superscript').run()}
      >
        <SuperscriptIcon fontSize="small" />
      </ToolbarButton>
      <ToolbarButton
        label={t('Subscript')}
        shortcut={`${MOD}+,`}
        isActive={active.subscript}
        onClick={() => run().toggleMark('subscript').run()}
      >
        <SubscriptIcon fontSize="small" />
      </ToolbarButton>
      <ToolbarButton
        label={t('Inline code')}
        shortcut={`${MOD}+E`}
        isActive={active.code}
        onClick={() => run().toggleCode().run()}
      >
        <Code fontSize="small" />
      </ToolbarButton>
      <ToolbarButton
        label={t('Bulleted list')}
        shortcut={`${MOD}+Shift+8`}
        isActive={active.bulletList}
        onClick={() => run().toggleBulletList().run()}
      >
        <FormatListBulleted fontSize="small" />
      </ToolbarButton>
      <ToolbarButton
        label={t('Numbered list')}
        shortcut={`${MOD}+Shift+7`}
        isActive={active.orderedList}
        onClick={() => run().toggleOrderedList().run()}
      >
        <FormatListNumbered fontSize="small" />
      </ToolbarButton>
      <ToolbarButton
        label={t('Block quote')}
        shortcut={`${MOD}+Shift+B`}
        isActive={active.blockquote}
        onClick={() => run().toggleBlockquote().run()}
      >
        <FormatQuote fontSize="small" />
      </ToolbarButton>
      <ToolbarButton
        label={t('Code block')}
        shortcut={`${MOD}+Alt+C`}
        isActive={active.codeBlock}
        onClick={() => run().toggleCodeBlock().run()}
      >
        <DataObject fontSize="small" />
      </ToolbarButton>
    </>
  );
}
