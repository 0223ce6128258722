import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import DriveFileMoveOutlined from '@mui/icons-material/DriveFileMoveOutlined';
import DriveFileRenameOutlineRounded from '@mui/icons-material/DriveFileRenameOutlineRounded';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useFileActions, type Entry } from '../FileActionsContext';

/** The "more" menu of a file or folder: download (files), rename, move, delete. */
export function EntryMenu({ entry }: { entry: Entry }) {
  const { t } = useTranslation();
  const actions = useFileActions();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = entry.kind === 'file' ? entry.file.name : entry.folder.name;
  const item = (label: string, icon: React.ReactNode, run: () => void, color?: string) => (
    <MenuItem
      onClick={() => {
        setAnchor(null);
        run();
      }}
      sx={{ color }}
    >
      <ListItemIcon sx={{ color }}>{icon}</ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );
  return (
    <>
      <Tooltip title={t('More actions')}>
        <IconButton
          size="small"
          aria-label={t('More actions for {{name}}', { name })}
          onClick={(event) => {
            event.stopPropagation();
            setAnchor(event.currentTarget);
          }}
        >
          <MoreVertRounded fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        onClick={(e) => e.stopPropagation()}
      >
        {entry.kind === 'file' &&
          item(t('Download'), <DownloadRounded fontSize="small" />, () => actions.download(entry.file))}
        {item(t('Rename'), <DriveFileRenameOutlineRounded fontSize="small" />, () => actions.rename(entry))}
        {item(t('Move to…'), <DriveFileMoveOutlined fontSize="small" />, () => actions.move(entry))}
        {item(t('Delete'), <DeleteOutlineRounded fontSize="small" />, () => actions.remove(entry), 'error.main')}
      </Menu>
    </>
  );
}
