import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import ViewSidebarOutlined from '@mui/icons-material/ViewSidebarOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useStore } from '../../../hooks/useStore';
import { editorLayoutStore, setNotesDrawerOpen, toggleNotesList } from '../editorLayoutStore';
import { useEditorWidth } from '../useEditorWidth';

/** The header's way to the notes list: shows or hides its column, or on a phone opens its drawer. */
export const NotesListToggle = memo(function NotesListToggle() {
  const { t } = useTranslation();
  const isNarrow = useEditorWidth() === 'narrow';
  const { isListOpen, isListDrawerOpen } = useStore(editorLayoutStore);
  const isOpen = isNarrow ? isListDrawerOpen : isListOpen;
  const label = isOpen ? t('Hide notes list') : t('Show notes list');
  return (
    <Tooltip title={label}>
      <IconButton
        onClick={() => (isNarrow ? setNotesDrawerOpen(!isListDrawerOpen) : toggleNotesList())}
        aria-label={label}
        aria-expanded={isOpen}
        color={isOpen && !isNarrow ? 'primary' : 'default'}
        edge="start"
      >
        {/* The sidebar icon mirrored: the notes list is the column on the left. */}
        <ViewSidebarOutlined sx={{ transform: 'scaleX(-1)' }} />
      </IconButton>
    </Tooltip>
  );
});
