import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import VisibilityOffRounded from '@mui/icons-material/VisibilityOffRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';

/** A password input with a button to reveal what was typed. */
export function PasswordField(props: Omit<TextFieldProps, 'type'>) {
  const { t } = useTranslation();
  const [isRevealed, setIsRevealed] = useState(false);
  return (
    <TextField
      {...props}
      type={isRevealed ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              {/* Not labelled "…password": the e2e suite finds the field by the label "Password". */}
              <IconButton
                edge="end"
                onClick={() => setIsRevealed((value) => !value)}
                aria-label={isRevealed ? t('Hide characters') : t('Show characters')}
              >
                {isRevealed ? <VisibilityOffRounded fontSize="small" /> : <VisibilityRounded fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
