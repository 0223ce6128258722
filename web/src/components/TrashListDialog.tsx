import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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

/** One deleted item as a trash lists it. */
export interface TrashListItem {
  key: string;
  primary: string;
  icon?: ReactNode;
  /** ISO time after which it is removed for good. */
  restorableUntil: string;
}

interface Props<T extends TrashListItem> {
  items: readonly T[];
  isLoading: boolean;
  isRestoring: boolean;
  onRestore: (item: T) => void;
  onClose: () => void;
}

/** A trash: deleted items with the date each can be restored until, and a Restore button each. */
export function TrashListDialog<T extends TrashListItem>({
  items,
  isLoading,
  isRestoring,
  onRestore,
  onClose,
}: Props<T>) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('Trash')}</DialogTitle>
      <DialogContent dividers>
        {items.length === 0 && !isLoading && <Typography color="textSecondary">{t('The trash is empty')}</Typography>}
        <List dense>
          {items.map((item) => (
            <ListItem
              key={item.key}
              secondaryAction={
                <Button size="small" disabled={isRestoring} onClick={() => onRestore(item)}>
                  {t('Restore')}
                </Button>
              }
              sx={{ pr: 12 }}
            >
              {item.icon && <ListItemIcon sx={{ minWidth: 34 }}>{item.icon}</ListItemIcon>}
              <ListItemText
                primary={item.primary}
                secondary={t('Restorable until {{date}}', { date: date.format(new Date(item.restorableUntil)) })}
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
