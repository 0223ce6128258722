import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import Button from '@mui/material/Button';
import { LIBRARY_IMPORT_MAX_BYTES, type LibraryImportEntryDto } from '@inkstone/shared/api/papers';
import { snackbar } from '../../../lib/snackbarStore';
import { exportBibtex } from '../api';
import { useImportLibrary } from '../queries';
import { referenceFormatOf } from '../referenceFileFormat';
import { ImportFailuresDialog } from './ImportFailuresDialog';

/** Import a .bib/.ris/.json file into the library; export the whole library as BibTeX (once it has papers). */
export function LibraryFileActions({ canExport }: { canExport: boolean }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const importFile = useImportLibrary();
  const [failures, setFailures] = useState<LibraryImportEntryDto[]>([]);

  const handleFile = async (file: File | undefined) => {
    if (!file) return;
    const format = referenceFormatOf(file.name);
    if (!format) return snackbar.show({ text: t('Choose a .bib, .ris or .json file'), color: 'warning' });
    if (file.size > LIBRARY_IMPORT_MAX_BYTES)
      return snackbar.show({ text: t('Reference files can be at most 5 MB.'), color: 'warning' });
    const result = await importFile.mutateAsync({ format, content: await file.text() });
    snackbar.show({
      text: t('Imported {{imported}}, already in the library {{existing}}, failed {{failed}}', result),
      color: result.failed > 0 ? 'warning' : 'success',
    });
    // A count alone ("failed 1") does not say what to fix: list each failed entry with its reason.
    setFailures(result.entries.filter((entry) => entry.status === 'failed'));
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".bib,.bibtex,.ris,.json"
        hidden
        data-testid="library-import-input"
        onChange={(event) => {
          void handleFile(event.target.files?.[0]).catch(() => undefined);
          event.target.value = '';
        }}
      />
      <Button
        variant="outlined"
        sx={{ whiteSpace: 'nowrap' }}
        startIcon={<UploadFileRounded />}
        disabled={importFile.isPending}
        onClick={() => input.current?.click()}
      >
        {t('Import')}
      </Button>
      <Button
        variant="contained"
        sx={{ whiteSpace: 'nowrap' }}
        startIcon={<DownloadRounded />}
        disabled={!canExport}
        onClick={() => void exportBibtex().catch(() => snackbar.show({ text: t('Operation failed'), color: 'error' }))}
      >
        {t('Export BibTeX')}
      </Button>
      <ImportFailuresDialog failures={failures} onClose={() => setFailures([])} />
    </>
  );
}
