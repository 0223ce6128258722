import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { Editor } from '@tiptap/core';
import type { PaperDto } from '@inkstone/shared/api/papers';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useStore } from '../../../hooks/useStore';
import { FromYourFiles } from '../../knowledge/components/FromYourFiles';
import { saveToLibrary, searchLiterature } from '../../library/api';
import { useLibrary } from '../../library/queries';
import { citationPicker, closeCitationPicker, type CitationPickerState } from '../citations/citationPickerStore';
import { defaultCitationStyle } from '../citations/defaultStyle';
import { noteReferences } from '../citations/docCitations';
import { writeCitation, type PickedReference } from '../citations/writeCitation';
import { CitationCandidates } from './CitationCandidates';
import { PickedReferences } from './PickedReferences';

type Source = 'library' | 'search';

/** A picked reference; one from a search is saved to the library when the citation is inserted. */
export interface Pick extends PickedReference {
  isFromSearch: boolean;
}

type Edit = Extract<CitationPickerState, { isOpen: true }>['edit'];

/** The references of the citation being edited, from the note's own copies. */
function initialPicks(editor: Editor, edit: Edit): Pick[] {
  if (!edit) return [];
  const copies = new Map(noteReferences(editor.state.doc).map((paper) => [paper.bibkey, paper]));
  const { bibkeys, locators } = edit;
  return bibkeys.flatMap((key, index) => {
    const paper = copies.get(key);
    return paper ? [{ paper, locator: locators[index] ?? '', isFromSearch: false }] : [];
  });
}

/** The citation picker of the open note, mounted afresh each time it opens. */
export function CitationPicker({ editor }: { editor: Editor }) {
  const state = useStore(citationPicker);
  return state.isOpen ? <PickerDialog editor={editor} edit={state.edit} /> : null;
}

/** Finds references in the library or the literature and cites one or several, each with a locator. */
function PickerDialog({ editor, edit }: { editor: Editor; edit: Edit }) {
  const { t, i18n } = useTranslation();
  const isPhone = useMediaQuery('(max-width:600px)');
  const [source, setSource] = useState<Source>('library');
  const [text, setText] = useState('');
  const [searched, setSearched] = useState('');
  const [picks, setPicks] = useState<Pick[]>(() => initialPicks(editor, edit));
  const [saveError, setSaveError] = useState(false);
  const q = useDeferredValue(text.trim());
  const library = useLibrary({ page: 1, pageSize: 20, q: q || undefined });
  const search = useQuery({
    queryKey: ['citationSearch', searched],
    queryFn: ({ signal }) => searchLiterature(searched, signal),
    enabled: source === 'search' && Boolean(searched),
    staleTime: 5 * 60_000,
  });

  const keyOf = (paper: PaperDto) => paper.doi ?? paper.arxivId ?? `${paper.title}|${paper.year}`;
  const isPicked = (paper: PaperDto) => picks.some((pick) => keyOf(pick.paper) === keyOf(paper));
  const toggle = (paper: PaperDto) =>
    setPicks((current) =>
      isPicked(paper)
        ? current.filter((pick) => keyOf(pick.paper) !== keyOf(paper))
        : [...current, { paper, locator: '', isFromSearch: source === 'search' }],
    );
  const isFetching = source === 'library' ? library.isFetching : search.isFetching;
  const papers =
    source === 'library' ? (library.data?.items.map((entry) => entry.paper) ?? []) : (search.data?.items ?? []);

  const insert = async () => {
    setSaveError(false);
    try {
      const saved = await Promise.all(
        picks.map(async (pick) =>
          pick.isFromSearch ? { ...pick, paper: (await saveToLibrary(pick.paper)).entry.paper } : pick,
        ),
      );
      writeCitation(editor, saved, edit?.pos ?? null, defaultCitationStyle(i18n.language));
      closeCitationPicker();
    } catch {
      setSaveError(true);
    }
  };

  return (
    <Dialog open onClose={closeCitationPicker} fullWidth maxWidth="md" fullScreen={isPhone}>
      <DialogTitle>{edit ? t('Edit citation') : t('Insert citation')}</DialogTitle>
      <DialogContent
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && picks.length > 0) void insert();
        }}
      >
        <Tabs value={source} onChange={(_, next: Source) => setSource(next)} sx={{ mb: 1 }}>
          <Tab value="library" label={t('My library')} />
          <Tab value="search" label={t('Search the literature')} />
        </Tabs>
        <TextField
          autoFocus
          fullWidth
          size="small"
          label={source === 'library' ? t('Search your library') : t('Search papers')}
          helperText={source === 'search' ? t('Press Enter to search') : undefined}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.ctrlKey && !event.metaKey && source === 'search')
              setSearched(text.trim());
          }}
        />
        {/* The bar keeps its slot when hidden, so the list does not jump under a pointer as results arrive. */}
        <LinearProgress aria-hidden={!isFetching} sx={{ mt: 1, visibility: isFetching ? 'visible' : 'hidden' }} />
        {source === 'search' && search.isError && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {t('The search failed')}
          </Alert>
        )}
        {source === 'search' && <FromYourFiles hits={search.data?.filePassages ?? []} />}
        <CitationCandidates
          papers={papers}
          isPicked={isPicked}
          onToggle={toggle}
          empty={
            source === 'library'
              ? q
                ? t('No reference in your library matches')
                : t('Your library is empty: search the literature, or import a .bib file in the Library')
              : searched
                ? t('No papers found')
                : t('Type a topic, a title or a DOI, then press Enter')
          }
        />
        <PickedReferences picks={picks} onChange={setPicks} />
        {saveError && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {t('The reference could not be saved to your library')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={closeCitationPicker}>{t('Cancel')}</Button>
        <Button variant="contained" disabled={picks.length === 0} onClick={() => void insert()}>
          {edit ? t('Update citation') : t('Insert citation')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
