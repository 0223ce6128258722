import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Editor } from '@tiptap/core';
import type { NoteDetail } from '@inkstone/shared/api/textEditor';
import PreviewOutlined from '@mui/icons-material/PreviewOutlined';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { AppPath } from '../../../routes/paths';
import type { Autosave } from '../sync/useAutosave';
import { ExportMenu } from './ExportMenu';
import { NotesListToggle } from './NotesListToggle';
import { NoteTitleField } from './NoteTitleField';
import { SaveStateChip } from './SaveStateChip';
import { WordCount } from './WordCount';

interface Props {
  editor: Editor;
  note: NoteDetail;
  autosave: Autosave;
  isAiOpen: boolean;
  onToggleAi: () => void;
}

/**
 * The notes list toggle, title, save state, word count, export, preview and the AI panel toggle.
 * It re-renders with every change of the save state (the first keystroke after each save); the
 * parts that do not show it are memoised.
 */
export function EditorHeader({ editor, note, autosave, isAiOpen, onToggleAi }: Props) {
  const { t } = useTranslation();
  return (
    // Tighter on a phone so that the save state, word count and buttons share the row below the
    // notes toggle and the title.
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 0.5, sm: 1 },
        px: { xs: 1.5, sm: 2 },
        py: 1,
        flexWrap: 'wrap',
      }}
    >
      <NotesListToggle />
      <NoteTitleField note={note} autosave={autosave} />
      <SaveStateChip status={autosave.state.status} />
      <WordCount editor={editor} />
      <ExportMenu editor={editor} title={note.title} />
      <Tooltip title={t('Preview')}>
        <IconButton component={RouterLink} to={`${AppPath.preview}?id=${note.id}`} aria-label={t('Preview')}>
          <PreviewOutlined />
        </IconButton>
      </Tooltip>
      <Tooltip title={isAiOpen ? t('Hide AI tools') : t('Show AI tools')}>
        <IconButton
          onClick={onToggleAi}
          aria-label={isAiOpen ? t('Hide AI tools') : t('Show AI tools')}
          aria-expanded={isAiOpen}
          color={isAiOpen ? 'primary' : 'default'}
          edge="end"
        >
          <AutoAwesomeOutlined />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
