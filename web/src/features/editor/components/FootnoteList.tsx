import { useTranslation } from 'react-i18next';
import type { ProseMirrorDoc } from '@inkstone/shared/api/textEditor';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { collectFootnotes } from '../converters/footnotes';

/** The footnotes of a document, numbered as their markers are. */
export function FootnoteList({ doc }: { doc: ProseMirrorDoc }) {
  const { t } = useTranslation();
  const notes = collectFootnotes(doc);
  if (notes.length === 0) return null;
  return (
    <Box component="section" aria-label={t('Footnotes')} sx={{ mt: 5 }}>
      <Divider sx={{ width: 160, mb: 2 }} />
      <Box
        component="ol"
        sx={{ pl: 3, m: 0, fontSize: '0.9rem', fontFamily: 'Georgia, serif', color: 'text.secondary' }}
      >
        {notes.map((text, index) => (
          <Typography component="li" variant="body2" key={`${index}-${text}`} sx={{ mb: 0.5 }}>
            {text}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
