import { useTranslation } from 'react-i18next';
import FolderRounded from '@mui/icons-material/FolderRounded';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useFileTrash, useRestoreEntry } from '../queries';

/** Deleted files and folders, restorable until they are removed for good (30 days). */
export function FileTrashDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const trash = useFileTrash();
  const restore = useRestoreEntry();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const items = trash.data?.items ?? [];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('Trash')}</DialogTitle>
      <DialogContent dividers>
        {items.length === 0 && !trash.isPending && (
          <Typography color="textSecondary">{t('The trash is empty')}</Typography>
        )}
        <List dense>
          {items.map((item) => (
            <ListItem
              key={`${item.kind}-${item.id}`}
              secondaryAction={
                <Button
                  size="small"
                  disabled={restore.isPending}
                  onClick={() => restore.mutate({ kind: item.kind, id: item.id })}
                >
                  {t('Restore')}
                </Button>
              }
              sx={{ pr: 12 }}
            >
              <ListItemIcon sx={{ minWidth: 34 }}>
                {item.kind === 'folder' ? (
                  <FolderRounded fontSize="small" aria-label={t('Folder')} />
                ) : (
                  <InsertDriveFileOutlined fontSize="small" aria-label={t('File')} />
                )}
              </ListItemIcon>
              <ListItemText
                primary={item.name}
                secondary={t('Restorable until {{date}}', { date: date.format(new Date(item.purgeAt)) })}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
