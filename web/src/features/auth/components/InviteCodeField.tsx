import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';

interface InviteCodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The server did not know the code: say so, and offer to sign up without it. */
  isUnknown: boolean;
  onContinueWithout: () => void;
  helperText?: string;
}

/** The optional invite code of a sign-up form, and what to do when the code is unknown. */
export function InviteCodeField({ value, onChange, isUnknown, onContinueWithout, helperText }: InviteCodeFieldProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('Invite code (optional)')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
        error={isUnknown}
        helperText={helperText}
        slotProps={{ htmlInput: { style: { textTransform: 'uppercase' }, maxLength: 64 } }}
      />
      {isUnknown && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={onContinueWithout} sx={{ whiteSpace: 'nowrap' }}>
              {t('Continue without a code')}
            </Button>
          }
          sx={{
            alignItems: 'center',
            flexWrap: { xs: 'wrap', sm: 'nowrap' },
            '& .MuiAlert-action': { ml: { xs: 0, sm: 'auto' }, pl: { xs: 0, sm: 2 } },
          }}
        >
          {t('This invite code does not exist. Check it, or continue without an invite code.')}
        </Alert>
      )}
    </>
  );
}
