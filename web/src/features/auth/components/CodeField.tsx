import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { VERIFICATION_CODE_LENGTH } from '@inkstone/shared/constants';
import { digitsOnly } from '../validation';
import { DevOutboxHint } from './DevOutboxHint';
import { SendCodeButton } from './SendCodeButton';

interface CodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  isSending: boolean;
  secondsLeft: number;
  onSend: () => void;
}

/** The 6-digit verification code input with its "Send code" button (and, in development, where codes go). */
export function CodeField({ value, onChange, error, isSending, secondsLeft, onSend }: CodeFieldProps) {
  const { t } = useTranslation();
  return (
    <>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <TextField
          label={t('Verification code')}
          value={value}
          onChange={(event) => onChange(digitsOnly(event.target.value, VERIFICATION_CODE_LENGTH))}
          error={Boolean(error)}
          helperText={error}
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: VERIFICATION_CODE_LENGTH } }}
        />
        <SendCodeButton isSending={isSending} secondsLeft={secondsLeft} onClick={onSend} />
      </Box>
      <DevOutboxHint />
    </>
  );
}
