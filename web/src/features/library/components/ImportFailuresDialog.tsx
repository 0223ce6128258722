import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { LibraryImportEntryDto } from '@inkstone/shared/api/papers';

/**
 * The reasons the import reader gives (server/src/literature/formats/importReferences.ts), in the
 * interface language; a reason not listed here is shown as the server wrote it.
 */
function reasonText(t: TFunction, error: string | undefined): string {
  switch (error) {
    case 'the entry has no title':
      return t('The entry has no title.');
    case 'not a CSL-JSON object':
      return t('The entry is not a CSL-JSON object.');
    case 'no entry could be read':
      return t('No entry could be read from the file.');
    case 'the file is not valid JSON':
      return t('The file is not valid JSON.');
    default:
      return error ?? t('The entry could not be read.');
  }
}

interface ImportFailuresDialogProps {
  /** The import's failed entries; the dialog is open while there are any. */
  failures: LibraryImportEntryDto[];
  onClose: () => void;
}

/** After an import: each entry that could not be imported, where it is in the file, and why. */
export function ImportFailuresDialog({ failures, onClose }: ImportFailuresDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={failures.length > 0} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>
        {failures.length === 1
          ? t('1 entry could not be imported')
          : t('{{n}} entries could not be imported', { n: failures.length })}
      </DialogTitle>
      <DialogContent dividers sx={{ maxHeight: 420 }}>
        <List dense disablePadding data-testid="import-failures">
          {failures.map((entry) => (
            <ListItem key={entry.index} disableGutters>
              <ListItemText
                primary={
                  entry.key
                    ? t('Entry {{n}} ({{key}})', { n: entry.index + 1, key: entry.key })
                    : t('Entry {{n}}', { n: entry.index + 1 })
                }
                secondary={reasonText(t, entry.error)}
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
