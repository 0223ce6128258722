import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import BookmarkAddedRounded from '@mui/icons-material/BookmarkAddedRounded';
import BookmarkAddOutlined from '@mui/icons-material/BookmarkAddOutlined';
import FormatQuoteRounded from '@mui/icons-material/FormatQuoteRounded';
import type { AgentPaper } from '@inkstone/shared/api/paperAgent';
import { snackbar } from '../../../lib/snackbarStore';
import { authorLine } from '../authorNames';
import { copyBibtex } from '../copyBibtex';
import { useSaveToLibrary } from '../queries';
import { isOwnFile } from '../ownFile';
import { OwnFilePassage } from './OwnFilePassage';

/** The card's two actions; each says how it went. */
function usePaperActions(paper: AgentPaper) {
  const { t } = useTranslation();
  const save = useSaveToLibrary();
  const handleCopy = () =>
    copyBibtex(paper).then(
      () => snackbar.show({ text: t('BibTeX copied'), color: 'success' }),
      () => snackbar.show({ text: t('Could not copy to the clipboard'), color: 'error' }),
    );
  const handleSave = () =>
    save.mutate(paper, {
      onSuccess: (result) =>
        snackbar.show({
          text: result.isExisting ? t('Already in your library') : t('Saved to your library'),
          color: 'success',
        }),
    });
  return { handleCopy, handleSave, isSaving: save.isPending, isSaved: save.isSuccess };
}

/** One kept paper: titles, authors, year, venue, citations, abstract toggle, links and actions. */
export function PaperCard({ paper }: { paper: AgentPaper }) {
  const { t } = useTranslation();
  const [isAbstractOpen, setAbstractOpen] = useState(false);
  const { handleCopy, handleSave, isSaving, isSaved } = usePaperActions(paper);
  const meta = [paper.year, paper.venue].filter(Boolean).join(' · ');
  return (
    <Card data-testid="paper-card" sx={{ p: 2 }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, lineHeight: 1.35, overflowWrap: 'anywhere' }}>
        {paper.title}
      </Typography>
      {paper.translatedTitle && paper.translatedTitle !== paper.title && (
        <Typography variant="body2" color="primary" sx={{ mt: 0.25 }}>
          {paper.translatedTitle}
        </Typography>
      )}
      <Typography variant="body2" color="textSecondary" sx={{ mt: 0.75 }}>
        {authorLine(paper.authors, 4)}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
        {meta && (
          <Typography variant="caption" color="textSecondary">
            {meta}
          </Typography>
        )}
        {paper.citationCount !== null && (
          <Chip
            size="small"
            variant="outlined"
            icon={<FormatQuoteRounded />}
            label={t('{{n}} citations', { n: paper.citationCount })}
          />
        )}
      </Box>
      {isOwnFile(paper) && <OwnFilePassage paper={paper} />}
      {paper.translatedSummary && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {paper.translatedSummary}
        </Typography>
      )}
      {paper.abstract && (
        <Collapse in={isAbstractOpen}>
          <Typography variant="body2" color="textSecondary" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
            {paper.abstract}
          </Typography>
        </Collapse>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mt: 1.25 }}>
        {paper.abstract && (
          <Button size="small" onClick={() => setAbstractOpen((open) => !open)} sx={{ ml: -0.75 }}>
            {isAbstractOpen ? t('Hide abstract') : t('Show abstract')}
          </Button>
        )}
        {paper.doi && (
          <Link href={`https://doi.org/${paper.doi}`} target="_blank" rel="noreferrer" variant="body2">
            DOI
          </Link>
        )}
        {paper.pdfUrl && (
          <Link href={paper.pdfUrl} target="_blank" rel="noreferrer" variant="body2">
            PDF
          </Link>
        )}
        <Box sx={{ flex: 1 }} />
        <Button size="small" onClick={() => void handleCopy()}>
          {t('Copy BibTeX')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          startIcon={isSaved ? <BookmarkAddedRounded /> : <BookmarkAddOutlined />}
          onClick={handleSave}
          disabled={isSaving || isSaved}
        >
          {isSaved ? t('Saved') : t('Save to library')}
        </Button>
      </Box>
    </Card>
  );
}
