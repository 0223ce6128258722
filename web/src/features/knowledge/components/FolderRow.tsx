import { useTranslation } from 'react-i18next';
import FolderRounded from '@mui/icons-material/FolderRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { startEntryDrag } from '../entryDrag';
import { fileCountOf, type FolderNode } from '../fileTree';
import { useFileActions } from '../FileActionsContext';
import { EntryMenu } from './EntryMenu';
import { useDropTarget } from './useDropTarget';

/** A subfolder of the open folder: click to open it, drop onto it to move or upload into it. */
export function FolderRow({ node }: { node: FolderNode }) {
  const { t } = useTranslation();
  const actions = useFileActions();
  const { isOver, handlers } = useDropTarget(node.folder.id);
  const count = fileCountOf(node);
  return (
    <Box
      draggable
      onDragStart={(event) => startEntryDrag(event, { kind: 'folder', id: node.folder.id })}
      {...handlers}
      data-testid="folder-row"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1,
        borderRadius: 1,
        bgcolor: isOver ? 'action.selected' : undefined,
        outline: isOver ? '2px dashed' : 'none',
        outlineColor: 'primary.main',
        outlineOffset: -2,
        '&:hover': { bgcolor: 'action.hover' },
      }}
    >
      <ButtonBase
        onClick={() => actions.openFolder(node.folder.id)}
        sx={{ flex: 1, minWidth: 0, py: 1, gap: 1.5, justifyContent: 'flex-start', textAlign: 'left', borderRadius: 1 }}
      >
        <FolderRounded fontSize="small" sx={{ color: 'primary.light' }} aria-hidden />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" noWrap title={node.folder.name} sx={{ fontWeight: 500 }}>
            {node.folder.name}
          </Typography>
          <Typography variant="caption" color="textSecondary" component="p">
            {count === 1 ? t('1 file') : t('{{count}} files', { count })}
          </Typography>
        </Box>
      </ButtonBase>
      <EntryMenu entry={{ kind: 'folder', folder: node.folder }} />
    </Box>
  );
}
