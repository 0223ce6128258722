import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileDto, FileMetadataDto } from '@inkstone/shared/api/file';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useUpdateFileMetadata } from '../queries';
import { metadataFromForm, metadataToForm, type MetadataForm } from '../metadataForm';

/** What was read from the file (title, authors, year, DOI, arXiv id, abstract), for the user to correct. */
export function FileMetadataForm({ file }: { file: FileDto }) {
  const { t } = useTranslation();
  const update = useUpdateFileMetadata();
  const [form, setForm] = useState<MetadataForm>(() => metadataToForm(file.metadata));
  const saved = metadataToForm(file.metadata);
  const isChanged = (Object.keys(form) as (keyof MetadataForm)[]).some((key) => form[key] !== saved[key]);
  const yearIsValid = form.year.trim() === '' || /^\d{1,4}$/.test(form.year.trim());
  const field = (key: keyof MetadataForm, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      label={label}
      value={form[key]}
      onChange={(event) => setForm((current) => ({ ...current, [key]: event.target.value }))}
      fullWidth
      size="small"
      {...extra}
    />
  );
  const save = () => {
    const metadata: FileMetadataDto = metadataFromForm(form, file.metadata?.referenceCount ?? null);
    update.mutate({ id: file.id, metadata });
  };
  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
      sx={{ display: 'grid', gap: 2 }}
    >
      {!file.metadata && (
        <Typography variant="body2" color="textSecondary">
          {file.status === 'ready' || file.status === 'failed'
            ? t('Nothing was read about this document. You can enter its reference yourself.')
            : t('The reference is filled in once the file is read.')}
        </Typography>
      )}
      {field('title', t('Title'))}
      {field('authors', t('Authors'), { multiline: true, minRows: 2, helperText: t('One author per line') })}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '120px 1fr 1fr' } }}>
        {field('year', t('Year'), { error: !yearIsValid, slotProps: { htmlInput: { inputMode: 'numeric' } } })}
        {field('doi', 'DOI')}
        {field('arxivId', t('arXiv ID'))}
      </Box>
      {field('abstract', t('Abstract'), { multiline: true, minRows: 4 })}
      {file.metadata?.referenceCount != null && (
        <Typography variant="body2" color="textSecondary">
          {t('{{count}} references found in the document', { count: file.metadata.referenceCount })}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button disabled={!isChanged || update.isPending} onClick={() => setForm(saved)}>
          {t('Reset')}
        </Button>
        <Button type="submit" variant="contained" disabled={!isChanged || !yearIsValid || update.isPending}>
          {t('Save')}
        </Button>
      </Box>
    </Box>
  );
}
