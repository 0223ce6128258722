import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import type { FileDto } from '@inkstone/shared/api/file';
import { AppPath } from '../../../routes/paths';
import { buildFileTree, folderPath } from '../fileTree';
import { useFileStructure } from '../queries';

interface KnowledgeFilePickerProps {
  /** The chosen files' ids. */
  value: string[];
  onChange: (ids: string[]) => void;
  label?: string;
}

interface Choice {
  file: FileDto;
  /** "Folder / Subfolder", or empty at the top level. */
  folder: string;
}

/**
 * Picks files of the user's knowledge base, ready ones only (a file still being read has no passages
 * to cite), each shown with its folder; the chosen ones as chips. Without a ready file it is disabled
 * and says where files are added.
 */
export function KnowledgeFilePicker({ value, onChange, label }: KnowledgeFilePickerProps) {
  const { t } = useTranslation();
  const structure = useFileStructure();
  const choices = useMemo<Choice[]>(() => {
    if (!structure.data) return [];
    const tree = buildFileTree(structure.data.folders, structure.data.files);
    return structure.data.files
      .filter((file) => file.status === 'ready')
      .map((file) => ({
        file,
        folder: folderPath(tree, file.folderId)
          .map((folder) => folder.name)
          .join(' / '),
      }));
  }, [structure.data]);
  const selected = choices.filter((choice) => value.includes(choice.file.id));
  const hasNone = structure.isSuccess && choices.length === 0;
  const fieldLabel = label ?? t('Files from your knowledge base');
  return (
    <Autocomplete
      multiple
      filterSelectedOptions
      options={choices}
      value={selected}
      loading={structure.isPending}
      disabled={hasNone}
      getOptionLabel={(choice) => choice.file.name}
      // Typing finds a file by its name or its folder's.
      filterOptions={(options, { inputValue }) => {
        const needle = inputValue.trim().toLowerCase();
        return options.filter((c) => `${c.file.name} ${c.folder}`.toLowerCase().includes(needle));
      }}
      isOptionEqualToValue={(option, picked) => option.file.id === picked.file.id}
      onChange={(_, picked) => onChange(picked.map((choice) => choice.file.id))}
      renderOption={({ key, ...props }, choice) => (
        <li key={key} {...props} data-testid="knowledge-file-option">
          <span style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {choice.file.name}
            <br />
            <small style={{ opacity: 0.7 }}>{choice.folder || t('Top level')}</small>
          </span>
        </li>
      )}
      renderValue={(picked, getItemProps) =>
        picked.map((choice, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={choice.file.name} {...itemProps} sx={{ maxWidth: 260 }} />;
        })
      }
      noOptionsText={t('No ready file matches')}
      loadingText={t('Loading your files…')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={fieldLabel}
          helperText={
            hasNone ? (
              // Secondary text, not the disabled field's grey: the way out is read here (WCAG contrast).
              <Box component="span" data-testid="knowledge-picker-empty" sx={{ color: 'text.secondary' }}>
                {t('You have no ready files yet.')}{' '}
                <Link component={RouterLink} to={AppPath.knowledge}>
                  {t('Upload files to your knowledge base')}
                </Link>
              </Box>
            ) : (
              t('Only files that have finished processing can be chosen.')
            )
          }
        />
      )}
    />
  );
}
