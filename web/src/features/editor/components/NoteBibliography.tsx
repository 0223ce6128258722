import { useTranslation } from 'react-i18next';
import type { Editor } from '@tiptap/core';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useCitationStyles } from '../../library/queries';
import { useNoteCitations } from '../citations/useNoteCitations';
import { DOCUMENT_FONT } from './documentSx';

/** Sets the note's citation style: an edit of the document, saved and undone like any other. */
function chooseStyle(editor: Editor, style: string) {
  editor
    .chain()
    .command(({ tr }) => {
      tr.setDocAttribute('citationStyle', style);
      return true;
    })
    .run();
}

/**
 * The note's bibliography, live: what its citations cite, in the note's style (chosen here), with the
 * references that left the library or were never in it flagged. Absent while the note cites nothing.
 */
export function NoteBibliography({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const styles = useCitationStyles().data?.items ?? [];
  const { style, hasCitations, rendering, isLoading, error, refetch } = useNoteCitations(editor);
  if (!hasCitations) return null;
  return (
    <Box
      component="section"
      aria-label={t('Bibliography')}
      data-testid="bibliography"
      sx={{ mt: 5, pt: 2, borderTop: 1, borderColor: 'divider' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mr: 'auto', fontFamily: DOCUMENT_FONT }}>
          {t('References')}
        </Typography>
        {isLoading && <CircularProgress size={16} aria-label={t('Updating citations')} />}
        <TextField
          select
          size="small"
          label={t('Citation style')}
          value={styles.some((item) => item.id === style) ? style : ''}
          onChange={(event) => chooseStyle(editor, event.target.value)}
          sx={{ width: { xs: '100%', sm: 280 } }}
        >
          {styles.map((item) => (
            <MenuItem key={item.id} value={item.id}>
              {item.label}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {error && (
        <Alert severity="error" action={<Button onClick={() => void refetch()}>{t('Retry')}</Button>} sx={{ mb: 1 }}>
          {t('The citations could not be updated')}
        </Alert>
      )}
      {rendering && rendering.unknown.length > 0 && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t('Not in your library: {{keys}}', { keys: rendering.unknown.join(', ') })}
        </Alert>
      )}
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, fontFamily: DOCUMENT_FONT, fontSize: '0.98rem' }}>
        {rendering?.bibliography.map((entry) => (
          <Box
            component="li"
            key={entry.bibkey}
            data-bibkey={entry.bibkey}
            sx={{ mb: 1, pl: 3, textIndent: '-24px', lineHeight: 1.65, overflowWrap: 'anywhere' }}
          >
            {entry.text}
            {entry.isMissing && (
              <Tooltip title={t('No longer in your library: shown from the copy kept in this note')}>
                <WarningAmberRounded
                  color="warning"
                  fontSize="small"
                  aria-label={t('No longer in your library')}
                  sx={{ ml: 0.75, verticalAlign: 'text-bottom' }}
                />
              </Tooltip>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
