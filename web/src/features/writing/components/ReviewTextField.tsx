import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import PostAddRounded from '@mui/icons-material/PostAddRounded';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { MIN_REVIEW_TEXT } from '../setupForm';

interface Props {
  value: string;
  hasError: boolean;
  onChange: (text: string) => void;
}

/** Optional: an existing review whose structure the outline should follow (spec §2 step 1). */
export function ReviewTextField({ value, hasError, onChange }: Props) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(Boolean(value));
  if (!isOpen)
    return (
      <Button size="small" startIcon={<PostAddRounded />} onClick={() => setOpen(true)}>
        {t('Follow an existing review')}
      </Button>
    );
  return (
    <TextField
      fullWidth
      multiline
      minRows={4}
      maxRows={12}
      label={t('Existing review to follow (optional)')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={hasError}
      helperText={
        hasError
          ? t('Paste at least {{count}} characters of the review', { count: MIN_REVIEW_TEXT })
          : t('The outline keeps its structure and argument, and attaches your papers to each part.')
      }
    />
  );
}
