import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import CheckRounded from '@mui/icons-material/CheckRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';

interface Props {
  initial: string;
  label: string;
  onSave: (title: string) => void;
  onCancel: () => void;
}

/** An inline title field: Enter saves, Escape cancels. */
export function TitleEditor({ initial, label, onSave, onCancel }: Props) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(initial);
  const save = () => (title.trim() ? onSave(title) : onCancel());
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flex: 1 }}>
      <TextField
        autoFocus
        fullWidth
        size="small"
        label={label}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            save();
          }
          if (event.key === 'Escape') onCancel();
        }}
      />
      <IconButton aria-label={t('Save title')} color="primary" onClick={save}>
        <CheckRounded />
      </IconButton>
      <IconButton aria-label={t('Cancel')} onClick={onCancel}>
        <CloseRounded />
      </IconButton>
    </Box>
  );
}
