import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';

interface SendCodeButtonProps {
  isSending: boolean;
  secondsLeft: number;
  onClick: () => void;
}

/** "Send code", then "Resend in N s" until the server allows another code. */
export function SendCodeButton({ isSending, secondsLeft, onClick }: SendCodeButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      variant="outlined"
      onClick={onClick}
      loading={isSending}
      disabled={secondsLeft > 0}
      sx={{ flexShrink: 0, minWidth: 128, height: 56 }}
    >
      {secondsLeft > 0 ? t('Resend in {{seconds}} s', { seconds: secondsLeft }) : t('Send code')}
    </Button>
  );
}
