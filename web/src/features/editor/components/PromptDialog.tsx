import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';

/** What a prompt asks for. */
export interface PromptRequest {
  title: string;
  label: string;
  helper?: string;
  initial?: string;
  isMultiline?: boolean;
  onSubmit: (value: string) => void;
}

/** A one-field dialog (a link, a formula, a footnote, citation keys). */
export function PromptDialog({ request, onClose }: { request: PromptRequest; onClose: () => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(request.initial ?? '');
  const submit = () => {
    if (value.trim()) request.onSubmit(value.trim());
    onClose();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{request.title}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={request.label}
          helperText={request.helper}
          value={value}
          multiline={request.isMultiline}
          minRows={request.isMultiline ? 2 : undefined}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              submit();
            }
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Cancel')}</Button>
        <Button variant="contained" onClick={submit}>
          {t('Insert')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
