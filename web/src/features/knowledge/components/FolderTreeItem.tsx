import { useTranslation } from 'react-i18next';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import FolderOpenRounded from '@mui/icons-material/FolderOpenRounded';
import FolderRounded from '@mui/icons-material/FolderRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { startEntryDrag } from '../entryDrag';
import { fileCountOf, type FolderNode } from '../fileTree';
import { useFileActions } from '../FileActionsContext';
import { useDropTarget } from './useDropTarget';

interface Props {
  node: FolderNode;
  depth: number;
  selectedId: string | null;
  expanded: ReadonlySet<string>;
  onToggle: (id: string) => void;
}

/** A folder of the tree with its open subfolders: click to open, drop to move or upload into it. */
export function FolderTreeItem({ node, depth, selectedId, expanded, onToggle }: Props) {
  const { t } = useTranslation();
  const actions = useFileActions();
  const { isOver, handlers } = useDropTarget(node.folder.id);
  const isOpen = expanded.has(node.folder.id);
  const isSelected = selectedId === node.folder.id;
  const hasChildren = node.children.length > 0;
  return (
    <>
      <ListItemButton
        dense
        selected={isSelected}
        draggable
        onDragStart={(event) => startEntryDrag(event, { kind: 'folder', id: node.folder.id })}
        onClick={() => actions.openFolder(node.folder.id)}
        {...handlers}
        sx={{
          borderRadius: 1,
          pl: 0.5 + depth * 1.75,
          pr: 1,
          gap: 0.5,
          outline: isOver ? '2px dashed' : 'none',
          outlineColor: 'primary.main',
          outlineOffset: -2,
        }}
        data-testid="folder-tree-item"
      >
        <Box sx={{ width: 28, flexShrink: 0 }}>
          {hasChildren && (
            <IconButton
              size="small"
              aria-label={
                isOpen
                  ? t('Collapse {{name}}', { name: node.folder.name })
                  : t('Expand {{name}}', { name: node.folder.name })
              }
              aria-expanded={isOpen}
              onClick={(event) => {
                event.stopPropagation();
                onToggle(node.folder.id);
              }}
            >
              <ChevronRightRounded
                fontSize="small"
                sx={{ transition: 'transform 120ms', transform: isOpen ? 'rotate(90deg)' : 'none' }}
              />
            </IconButton>
          )}
        </Box>
        {isSelected ? (
          <FolderOpenRounded fontSize="small" color="primary" />
        ) : (
          <FolderRounded fontSize="small" sx={{ color: 'text.secondary' }} />
        )}
        <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }} title={node.folder.name}>
          {node.folder.name}
        </Typography>
        <Typography variant="caption" color="textSecondary">
          {fileCountOf(node)}
        </Typography>
      </ListItemButton>
      {isOpen &&
        node.children.map((child) => (
          <FolderTreeItem
            key={child.folder.id}
            node={child}
            depth={depth + 1}
            selectedId={selectedId}
            expanded={expanded}
            onToggle={onToggle}
          />
        ))}
    </>
  );
}
