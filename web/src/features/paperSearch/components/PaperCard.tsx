import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import FormatQuoteRounded from '@mui/icons-material/FormatQuoteRounded';
import type { AgentPaper } from '@inkstone/shared/api/paperAgent';
import type { PaperAuthorDto } from '@inkstone/shared/api/papers';
import { snackbar } from '../../../lib/snackbarStore';
import { toBibtexEntry } from '../exportFormats';

const authorName = (author: PaperAuthorDto) =>
  'name' in author ? author.name : [author.given, author.family].filter(Boolean).join(' ');

function authorLine(authors: PaperAuthorDto[]): string {
  const names = authors.slice(0, 4).map(authorName).join(', ');
  return authors.length > 4 ? `${names} et al.` : names;
}

/** Copies a paper's BibTeX entry and says so. */
async function copyBibtex(paper: AgentPaper, done: string, failed: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(toBibtexEntry(paper));
    snackbar.show({ text: done, color: 'success' });
  } catch {
    snackbar.show({ text: failed, color: 'error' });
  }
}

/** One kept paper: titles, authors, year, venue, citations, abstract toggle, links and actions. */
export function PaperCard({ paper }: { paper: AgentPaper }) {
  const { t } = useTranslation();
  const [isAbstractOpen, setAbstractOpen] = useState(false);
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
        {authorLine(paper.authors)}
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
        <Button
          size="small"
          onClick={() => void copyBibtex(paper, t('BibTeX copied'), t('Could not copy to the clipboard'))}
        >
          {t('Copy BibTeX')}
        </Button>
      </Box>
    </Card>
  );
}
