import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileName, FILE_NAME_MAX } from '@inkstone/shared/api/file';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';

interface Props {
  title: string;
  initial?: string;
  submitLabel: string;
  /** Resolves when saved; a rejection (already shown by the API client) keeps the dialog open. */
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/** Asks for a file or folder name (a new folder, a rename), checked as the server checks it. */
export function NameDialog({ title, initial = '', submitLabel, onSubmit, onClose }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  const [isSaving, setIsSaving] = useState(false);
  const isValid = FileName.safeParse(name).success;
  const submit = () => {
    if (!isValid || isSaving) return;
    setIsSaving(true);
    onSubmit(name.trim()).then(onClose, () => setIsSaving(false));
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={t('Name')}
          value={name}
          error={name !== '' && !isValid}
          helperText={name !== '' && !isValid ? t('A name cannot contain / or \\ and cannot be . or ..') : ' '}
          slotProps={{ htmlInput: { maxLength: FILE_NAME_MAX } }}
          onChange={(event) => setName(event.target.value)}
          onFocus={(event) => {
            // Select the name without its extension, as file managers do, so typing keeps ".pdf".
            const dot = initial.lastIndexOf('.');
            event.target.setSelectionRange(0, dot > 0 ? dot : initial.length);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              submit();
            }
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Cancel')}</Button>
        <Button variant="contained" disabled={!isValid || isSaving} onClick={submit}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
