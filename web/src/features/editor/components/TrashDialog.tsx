import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useRestoreEntity, useTrash } from '../queries';

/** Deleted notes and folders, restorable for 30 days. */
export function TrashDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const trash = useTrash(true);
  const restore = useRestoreEntity();
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
            >
              <ListItemText
                primary={`${item.kind === 'folder' ? t('Folder') : t('Note')}: ${item.title || t('Untitled')}`}
                secondary={t('Restorable until {{date}}', { date: date.format(new Date(item.restorableUntil)) })}
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
