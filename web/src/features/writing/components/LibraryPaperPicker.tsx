import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import type { LibraryEntryDto } from '@inkstone/shared/api/papers';
import { authorLine } from '../../paperSearch/authorNames';
import { useLibrary } from '../../library/queries';

interface Props {
  value: string[];
  onChange: (bibkeys: string[]) => void;
  /** Bibkeys not offered (e.g. papers the project already has). */
  exclude?: ReadonlySet<string>;
}

const labelOf = (entry: LibraryEntryDto) => `${entry.paper.title}${entry.paper.year ? ` (${entry.paper.year})` : ''}`;

/** Picks papers of the user's library by searching it; the chosen ones are kept across searches. */
export function LibraryPaperPicker({ value, onChange, exclude }: Props) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<LibraryEntryDto[]>([]);
  const library = useLibrary({ page: 1, pageSize: 50, q: query.trim() || undefined });
  const selected = chosen.filter((entry) => value.includes(entry.paper.bibkey));
  return (
    <Autocomplete
      multiple
      filterSelectedOptions
      options={library.data?.items ?? []}
      loading={library.isFetching}
      value={selected}
      filterOptions={(options) => (exclude ? options.filter((entry) => !exclude.has(entry.paper.bibkey)) : options)}
      isOptionEqualToValue={(option, picked) => option.id === picked.id}
      getOptionLabel={labelOf}
      onInputChange={(_, text) => setQuery(text)}
      onChange={(_, entries) => {
        setChosen(entries);
        onChange(entries.map((entry) => entry.paper.bibkey));
      }}
      renderOption={({ key, ...props }, entry) => (
        <li key={key} {...props}>
          <span>
            {labelOf(entry)}
            <br />
            <small style={{ opacity: 0.7 }}>{authorLine(entry.paper.authors, 3)}</small>
          </span>
        </li>
      )}
      renderValue={(entries, getItemProps) =>
        entries.map((entry, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={entry.paper.title} {...itemProps} sx={{ maxWidth: 260 }} />;
        })
      }
      noOptionsText={t('No papers in your library match')}
      renderInput={(params) => (
        <TextField {...params} label={t('Papers from your library')} helperText={t('Search by title or author')} />
      )}
    />
  );
}
