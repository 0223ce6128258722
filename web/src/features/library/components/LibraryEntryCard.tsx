import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormattedReferenceDto, LibraryEntryDto } from '@inkstone/shared/api/papers';
import { authorLine } from '../../paperSearch/authorNames';
import { useDeleteLibraryEntry, useUpdateLibraryEntry } from '../queries';
import { TagEditor } from './TagEditor';

interface LibraryEntryCardProps {
  entry: LibraryEntryDto;
  reference: FormattedReferenceDto | undefined;
}

/** One saved paper: its details, formatted reference, tags and note. */
export function LibraryEntryCard({ entry, reference }: LibraryEntryCardProps) {
  const { t } = useTranslation();
  const update = useUpdateLibraryEntry();
  const remove = useDeleteLibraryEntry();
  const [note, setNote] = useState(entry.note);
  const { paper } = entry;
  const meta = [authorLine(paper.authors, 3), paper.year, paper.venue].filter(Boolean).join(' · ');

  return (
    <Card variant="outlined" data-testid="library-entry">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
              {paper.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {meta}
            </Typography>
            <Typography variant="caption" sx={{ fontFamily: 'monospace' }}>
              {paper.bibkey}
              {paper.doi ? ` · doi:${paper.doi}` : ''}
              {paper.arxivId ? ` · arXiv:${paper.arxivId}` : ''}
            </Typography>
          </Box>
          <IconButton
            aria-label={t('Remove from library')}
            onClick={() => remove.mutate(entry.id)}
            disabled={remove.isPending}
          >
            <DeleteOutlineRounded />
          </IconButton>
        </Stack>
        {reference && (
          <Typography
            variant="body2"
            sx={{ mt: 1, p: 1, bgcolor: 'action.hover', borderRadius: 1 }}
            data-testid="formatted-reference"
          >
            {reference.text}
          </Typography>
        )}
        <TagEditor tags={entry.tags} onChange={(tags) => update.mutate({ id: entry.id, patch: { tags } })} />
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'flex-start' }}>
          <TextField
            size="small"
            fullWidth
            multiline
            maxRows={6}
            label={t('Note')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 20000 } }}
          />
          <Button
            variant="outlined"
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
            disabled={note === entry.note || update.isPending}
            onClick={() => update.mutate({ id: entry.id, patch: { note } })}
          >
            {t('Save note')}
          </Button>
        </Stack>
        {entry.tags.length === 0 && paper.keywords.length > 0 && (
          <Stack direction="row" spacing={0.5} sx={{ mt: 1, flexWrap: 'wrap' }}>
            {paper.keywords.slice(0, 6).map((keyword) => (
              <Chip key={keyword} size="small" variant="outlined" label={keyword} />
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
