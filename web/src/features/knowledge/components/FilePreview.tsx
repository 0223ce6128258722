import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileDto } from '@inkstone/shared/api/file';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFileBlob } from '../queries';
import { useObjectUrl } from '../useObjectUrl';

interface Props {
  file: FileDto;
  page: number;
  onPage: (page: number) => void;
}

/**
 * The file itself: a PDF in the browser's viewer opened at `page` (`#page=N`), or an image. The
 * bytes are fetched with the bearer token and shown through an object URL.
 */
export function FilePreview({ file, page, onPage }: Props) {
  const { t } = useTranslation();
  const blob = useFileBlob(file.id, true);
  const url = useObjectUrl(blob.data);
  const [input, setInput] = useState({ page, text: String(page) });
  // A new page from outside (a passage's link) replaces what was typed.
  if (input.page !== page) setInput({ page, text: String(page) });
  const pageInput = input.text;
  const go = () => {
    const target = Math.round(Number(pageInput));
    if (target >= 1 && (!file.pages || target <= file.pages)) onPage(target);
  };
  if (blob.isError)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {t('The file could not be loaded.')}
      </Alert>
    );
  if (!url)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', height: '100%', minHeight: 240 }}>
        <CircularProgress aria-label={t('Loading')} />
      </Box>
    );
  if (file.kind !== 'pdf')
    return (
      <Box sx={{ p: 2, textAlign: 'center' }}>
        <Box component="img" src={url} alt={file.name} sx={{ maxWidth: '100%', height: 'auto' }} />
      </Box>
    );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          go();
        }}
        sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <TextField
          size="small"
          type="number"
          label={t('Page')}
          value={pageInput}
          onChange={(event) => setInput({ page, text: event.target.value })}
          slotProps={{ htmlInput: { min: 1, max: file.pages ?? undefined } }}
          sx={{ width: 110 }}
        />
        {file.pages && (
          <Typography variant="body2" color="textSecondary">
            {t('of {{count}}', { count: file.pages })}
          </Typography>
        )}
        <Button type="submit" size="small">
          {t('Go')}
        </Button>
        {/* Phone browsers often show no PDF inside a page; a tab of its own always works. */}
        <Button
          size="small"
          href={`${url}#page=${page}`}
          target="_blank"
          rel="noopener"
          endIcon={<OpenInNewRounded fontSize="small" />}
          sx={{ ml: 'auto' }}
        >
          {t('Open in a new tab')}
        </Button>
      </Box>
      {/* Keyed by page: a PDF viewer reads #page only when it loads, so another page loads it again. */}
      <Box
        component="iframe"
        key={page}
        title={t('Preview of {{name}}', { name: file.name })}
        src={`${url}#page=${page}`}
        sx={{ flex: 1, minHeight: 480, width: '100%', border: 0, bgcolor: 'grey.100' }}
        data-testid="pdf-preview"
      />
    </Box>
  );
}
