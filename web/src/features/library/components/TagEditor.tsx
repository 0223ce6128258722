import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

interface TagEditorProps {
  tags: string[];
  onChange: (tags: string[]) => void;
}

/** An entry's tags as chips: Enter adds the typed tag, a chip's delete removes it. */
export function TagEditor({ tags, onChange }: TagEditorProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const add = () => {
    const tag = draft.trim().slice(0, 50);
    setDraft('');
    if (tag && !tags.includes(tag)) onChange([...tags, tag]);
  };
  return (
    <Stack direction="row" spacing={0.5} sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center', rowGap: 0.5 }}>
      {tags.map((tag) => (
        <Chip
          key={tag}
          size="small"
          color="primary"
          label={tag}
          onDelete={() => onChange(tags.filter((x) => x !== tag))}
        />
      ))}
      <TextField
        size="small"
        variant="standard"
        placeholder={t('Add a tag')}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            add();
          }
        }}
        sx={{ width: 120 }}
      />
    </Stack>
  );
}
