import { useTranslation } from 'react-i18next';
import type { Editor } from '@tiptap/core';
import Redo from '@mui/icons-material/Redo';
import Undo from '@mui/icons-material/Undo';
import { useIdleEditorState } from '../hooks/useIdleEditorState';
import { MOD_KEY } from './modKey';
import { ToolbarButton } from './ToolbarButton';

/**
 * Undo and redo. Their own component because the first keystroke of a session (and of every burst
 * after an undo) flips them: only these two buttons re-render then, not the whole formatting row.
 */
export function HistoryTools({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const can = useIdleEditorState(editor, (e) => ({ undo: e.can().undo(), redo: e.can().redo() }));
  return (
    <>
      <ToolbarButton
        label={t('Undo')}
        shortcut={`${MOD_KEY}+Z`}
        disabled={!can.undo}
        onClick={() => editor.chain().focus().undo().run()}
      >
        <Undo fontSize="small" />
      </ToolbarButton>
      <ToolbarButton
        label={t('Redo')}
        shortcut={`${MOD_KEY}+Shift+Z`}
        disabled={!can.redo}
        onClick={() => editor.chain().focus().redo().run()}
      >
        <Redo fontSize="small" />
      </ToolbarButton>
    </>
  );
}
