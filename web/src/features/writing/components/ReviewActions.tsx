import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import EditNoteRounded from '@mui/icons-material/EditNoteRounded';
import FunctionsRounded from '@mui/icons-material/FunctionsRounded';
import NotesRounded from '@mui/icons-material/NotesRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { FetchReviewRes } from '@inkstone/shared/api/writing';
import { snackbar } from '../../../lib/snackbarStore';
import { AppPath } from '../../../routes/paths';
import { useExportReview, useOpenInEditor } from '../queries';

/** Exports (Markdown, LaTeX + BibTeX, DOCX) and "open in editor" for a review with written text. */
export function ReviewActions({ review }: { review: FetchReviewRes }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const exporter = useExportReview();
  const openInEditor = useOpenInEditor();
  const { projectId } = review;
  const exportAs = (...formats: ('markdown' | 'latex' | 'bibtex' | 'docx')[]) =>
    formats.forEach((format) => exporter.mutate({ projectId, format }));
  const open = () =>
    openInEditor.mutate(review, {
      onSuccess: (id) => void navigate(`${AppPath.editor}?id=${encodeURIComponent(id)}`),
      onError: () => snackbar.show({ text: t('The review could not be opened in the editor'), color: 'error' }),
    });
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button variant="contained" startIcon={<EditNoteRounded />} loading={openInEditor.isPending} onClick={open}>
        {t('Open in editor')}
      </Button>
      <Button variant="outlined" startIcon={<NotesRounded />} onClick={() => exportAs('markdown')}>
        Markdown
      </Button>
      <Button variant="outlined" startIcon={<FunctionsRounded />} onClick={() => exportAs('latex', 'bibtex')}>
        LaTeX + BibTeX
      </Button>
      <Button variant="outlined" startIcon={<DescriptionOutlined />} onClick={() => exportAs('docx')}>
        DOCX
      </Button>
    </Stack>
  );
}
