import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FootnoteList } from '../../features/editor/components/FootnoteList';
import { ReadOnlyDoc } from '../../features/editor/components/ReadOnlyDoc';
import { useNote } from '../../features/editor/queries';
import { AppPath } from '../../routes/paths';
import { PreviewNotice } from './PreviewNotice';

// Printing shows the document alone: navigation, top bar, footer and buttons are app chrome.
const PRINT_STYLES = {
  '@media print': {
    'nav, header, footer, .MuiDrawer-root, .no-print': { display: 'none !important' },
    'body, main': { background: '#fff !important', padding: '0 !important', margin: '0 !important' },
    // The layout boxes around <main> paint the app's grey background and keep a full-screen height:
    // on paper that was a grey strip beside and below the sheet.
    'html, #root, #root *:has(main)': {
      background: '#fff !important',
      minHeight: '0 !important',
      maxWidth: 'none !important',
    },
    main: { maxWidth: 'none !important' },
    '.preview-sheet': { border: 'none !important', boxShadow: 'none !important', padding: '0 !important' },
  },
};

/** /apps/preview?id=: a note laid out for reading, printable to PDF by the browser. */
export function PreviewPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const note = useNote(id);

  if (!id) return <PreviewNotice message={t('Open a note in the editor and choose Preview.')} />;
  if (note.isError) return <PreviewNotice message={t('This note could not be opened. It may have been deleted.')} />;
  if (!note.data) return <CircularProgress size={28} />;
  const detail = note.data.note;
  return (
    <>
      <GlobalStyles styles={PRINT_STYLES} />
      <Box className="no-print" sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mb: 2 }}>
        <Button component={RouterLink} to={`${AppPath.editor}?id=${detail.id}`} startIcon={<EditOutlined />}>
          {t('Back to editor')}
        </Button>
        <Button variant="contained" startIcon={<PrintOutlined />} onClick={() => window.print()}>
          {t('Print or save as PDF')}
        </Button>
      </Box>
      <Paper
        className="preview-sheet"
        variant="outlined"
        sx={{ maxWidth: 820, mx: 'auto', px: { xs: 3, md: 10 }, py: { xs: 4, md: 8 } }}
      >
        <Typography variant="h4" component="h1" sx={{ fontFamily: 'Georgia, serif', fontWeight: 700, mb: 3 }}>
          {detail.title || t('Untitled')}
        </Typography>
        <ReadOnlyDoc doc={detail.content} testId="preview-body" />
        <FootnoteList doc={detail.content} />
      </Paper>
    </>
  );
}
