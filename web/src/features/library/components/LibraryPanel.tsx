import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { DataTablePagination } from '../../../components/DataTablePagination';
import { useFormattedReferences, useLibrary } from '../queries';
import { CorpusAttribution } from './CorpusAttribution';
import { LibraryEntryCard } from './LibraryEntryCard';
import { LibraryToolbar, type LibraryView } from './LibraryToolbar';
import { usePaging } from '../../../hooks/usePaging';

/** The personal library: saved and imported papers with tags, notes and formatted references. */
export function LibraryPanel() {
  const { t } = useTranslation();
  const [view, setView] = useState<LibraryView>({ q: '', tag: '', sort: 'newest', style: 'apa' });
  const { page, pageSize, setPage, setPageSize } = usePaging(10);
  const q = useDeferredValue(view.q.trim());
  const library = useLibrary({ page: page + 1, pageSize, q, tag: view.tag || undefined, sort: view.sort });
  const items = library.data?.items ?? [];
  const references = useFormattedReferences(
    view.style,
    items.map((entry) => entry.paper.bibkey),
  ).data;

  return (
    <>
      <LibraryToolbar
        view={view}
        // Nothing to export from an empty library (a filter with no match says nothing about the rest).
        canExport={!(library.isSuccess && library.data.total === 0 && !view.q && !view.tag)}
        onChange={(patch) => {
          setView((current) => ({ ...current, ...patch }));
          if (!('style' in patch)) setPage(0);
        }}
      />
      {library.isSuccess && items.length === 0 && (
        <Alert severity="info">
          {view.q || view.tag
            ? t('No saved papers match.')
            : t('Your library is empty: save papers from a search or import a BibTeX, RIS or CSL-JSON file.')}
        </Alert>
      )}
      <Stack spacing={1.5}>
        {items.map((entry) => (
          <LibraryEntryCard key={entry.id} entry={entry} reference={references?.get(entry.paper.bibkey)} />
        ))}
      </Stack>
      {(library.data?.total ?? 0) > 0 && (
        <DataTablePagination
          total={library.data?.total ?? 0}
          page={page}
          pageSize={pageSize}
          onPageChange={setPage}
          onPageSizeChange={setPageSize}
        />
      )}
      <CorpusAttribution />
    </>
  );
}
