import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { LibrarySort } from '@inkstone/shared/api/papers';
import { useCitationStyles, useLibraryTags } from '../queries';
import { LibraryFileActions } from './LibraryFileActions';

/** What the list shows: text, tag, order, and the style references are formatted in. */
export interface LibraryView {
  q: string;
  tag: string;
  sort: LibrarySort;
  style: string;
}

interface LibraryToolbarProps {
  view: LibraryView;
  onChange: (patch: Partial<LibraryView>) => void;
  /** False while the library is empty: the export button is then disabled. */
  canExport: boolean;
}

/** Search, tag filter, sort, citation style, and the import/export buttons. */
export function LibraryToolbar({ view, onChange, canExport }: LibraryToolbarProps) {
  const { t } = useTranslation();
  const tags = useLibraryTags().data?.items ?? [];
  const styles = useCitationStyles().data?.items ?? [];
  const sorts: Array<[LibrarySort, string]> = [
    ['newest', t('Newest first')],
    ['oldest', t('Oldest first')],
    ['title', t('Title')],
    ['year', t('Year')],
  ];
  return (
    <Stack spacing={1.5} sx={{ mb: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
        <TextField
          size="small"
          label={t('Search the library')}
          value={view.q}
          onChange={(event) => onChange({ q: event.target.value })}
          sx={{ flex: 1, minWidth: 220 }}
        />
        <TextField
          select
          size="small"
          label={t('Tag')}
          value={view.tag}
          onChange={(event) => onChange({ tag: event.target.value })}
          sx={{ width: { md: 200 }, flexShrink: 0 }}
        >
          <MenuItem value="">{t('All tags')}</MenuItem>
          {tags.map(({ tag, count }) => (
            <MenuItem key={tag} value={tag}>{`${tag} (${count})`}</MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('Sort by')}
          value={view.sort}
          onChange={(event) => onChange({ sort: event.target.value as LibrarySort })}
          sx={{ width: { md: 200 }, flexShrink: 0 }}
        >
          {sorts.map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'center' } }}>
        <TextField
          select
          size="small"
          label={t('Citation style')}
          value={styles.length > 0 ? view.style : ''}
          onChange={(event) => onChange({ style: event.target.value })}
          sx={{ width: { md: 320 }, flexShrink: 0 }}
        >
          {styles.map((style) => (
            <MenuItem key={style.id} value={style.id}>
              {style.label}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flex: 1 }} />
        <LibraryFileActions canExport={canExport} />
      </Stack>
    </Stack>
  );
}
