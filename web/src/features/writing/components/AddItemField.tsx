import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import AddRounded from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { TitleEditor } from './TitleEditor';

interface Props {
  label: string;
  onAdd: (title: string) => void;
  /** A small text button (subsections) rather than an outlined one (sections). */
  isCompact?: boolean;
}

/** A button that opens a title field; saving it adds the (sub)section. */
export function AddItemField({ label, onAdd, isCompact = false }: Props) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  if (isOpen)
    return (
      <Box sx={{ mt: 1, maxWidth: 560 }}>
        <TitleEditor
          initial=""
          label={t('Title')}
          onCancel={() => setOpen(false)}
          onSave={(title) => {
            onAdd(title);
            setOpen(false);
          }}
        />
      </Box>
    );
  return (
    <Button
      size="small"
      variant={isCompact ? 'text' : 'outlined'}
      startIcon={<AddRounded />}
      onClick={() => setOpen(true)}
      sx={{ mt: isCompact ? 0.5 : 0 }}
    >
      {label}
    </Button>
  );
}
