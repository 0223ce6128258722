import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import CreateNewFolderOutlined from '@mui/icons-material/CreateNewFolderOutlined';
import HomeRounded from '@mui/icons-material/HomeRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { folderPath, type FileTree } from '../fileTree';
import { useFileActions } from '../FileActionsContext';
import { FolderTreeItem } from './FolderTreeItem';
import { useDropTarget } from './useDropTarget';

interface Props {
  tree: FileTree;
  selectedId: string | null;
  onNewFolder: () => void;
}

/** "My files" and the folders under it; the open folder's ancestors are expanded. */
export function FolderTree({ tree, selectedId, onNewFolder }: Props) {
  const { t } = useTranslation();
  const actions = useFileActions();
  const root = useDropTarget(null);
  const [toggled, setToggled] = useState<ReadonlySet<string>>(new Set());
  // Expanded: what the user opened, plus the way down to the open folder (so it is visible).
  const expanded = new Set(toggled);
  for (const folder of folderPath(tree, selectedId).slice(0, -1)) expanded.add(folder.id);
  const toggle = (id: string) =>
    setToggled((current) => {
      const next = new Set(current);
      if (expanded.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', px: 1, pb: 0.5 }}>
        <Typography variant="overline" color="textSecondary" sx={{ flex: 1 }}>
          {t('Folders')}
        </Typography>
        <Tooltip title={t('New folder')}>
          <IconButton size="small" aria-label={t('New folder')} onClick={onNewFolder}>
            <CreateNewFolderOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      <List dense disablePadding aria-label={t('Folders')}>
        <ListItemButton
          dense
          selected={selectedId === null}
          onClick={() => actions.openFolder(null)}
          {...root.handlers}
          sx={{
            borderRadius: 1,
            gap: 1,
            outline: root.isOver ? '2px dashed' : 'none',
            outlineColor: 'primary.main',
            outlineOffset: -2,
          }}
        >
          <HomeRounded fontSize="small" color={selectedId === null ? 'primary' : 'action'} />
          <Typography variant="body2" sx={{ flex: 1 }}>
            {t('My files')}
          </Typography>
        </ListItemButton>
        {tree.folders.map((node) => (
          <FolderTreeItem
            key={node.folder.id}
            node={node}
            depth={0}
            selectedId={selectedId}
            expanded={expanded}
            onToggle={toggle}
          />
        ))}
      </List>
    </Box>
  );
}
