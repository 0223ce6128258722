import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface ErrorDialogProps {
  error: { hasError: boolean; errorMessage: string };
  onClose: () => void;
  onRestart: () => void;
}

/** spec §2 error dialog of the paper search: what failed, and a way back to step 1. */
export function ErrorDialog({ error, onClose, onRestart }: ErrorDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={error.hasError} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{t('The search ran into a problem')}</DialogTitle>
      <DialogContent>
        <DialogContentText data-testid="flow-error">{error.errorMessage}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onRestart}>{t('Start over')}</Button>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('Close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
