import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { messageOf } from '../../../lib/errorMessages';
import { AppPath } from '../../../routes/paths';
import { signOutEverywhere } from '../../auth/session';

/** "Sign out everywhere": revokes every session of the account after a confirmation. */
export function SignOutEverywhere() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [isConfirming, setIsConfirming] = useState(false);
  const mutation = useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: () => void navigate(AppPath.login, { replace: true }),
  });

  return (
    <>
      {mutation.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {messageOf(mutation.error)}
        </Alert>
      )}
      <Button variant="outlined" color="error" onClick={() => setIsConfirming(true)}>
        {t('Sign out everywhere')}
      </Button>
      <Dialog open={isConfirming} onClose={() => setIsConfirming(false)} maxWidth="xs" fullWidth>
        <DialogTitle>{t('Sign out on every device?')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t('Every session of your account ends, including this one. You will need to sign in again.')}
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={() => setIsConfirming(false)} color="inherit">
            {t('Cancel')}
          </Button>
          <Button
            variant="contained"
            color="error"
            loading={mutation.isPending}
            onClick={() => mutation.mutate(undefined, { onSettled: () => setIsConfirming(false) })}
          >
            {t('Sign out everywhere')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
