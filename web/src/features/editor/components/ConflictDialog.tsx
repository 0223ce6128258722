import { useTranslation } from 'react-i18next';
import type { NoteDetail, ProseMirrorDoc } from '@inkstone/shared/api/textEditor';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { mergeDocs } from '../sync/mergeDocs';
import type { ConflictChoice } from '../sync/useAutosave';
import { ReadOnlyDoc } from './ReadOnlyDoc';

interface Props {
  mine: ProseMirrorDoc;
  server: NoteDetail;
  onResolve: (choice: ConflictChoice) => void;
}

function Side({ title, doc, testId }: { title: string; doc: ProseMirrorDoc; testId: string }) {
  return (
    <Box sx={{ minWidth: 0, display: 'flex', flexDirection: 'column' }}>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, overflow: 'auto', maxHeight: '55vh', flex: 1 }}
      >
        <ReadOnlyDoc doc={doc} testId={testId} />
      </Box>
    </Box>
  );
}

/** spec: a 409 shows both versions side by side; the user keeps one or merges — nothing is lost silently. */
export function ConflictDialog({ mine, server, onResolve }: Props) {
  const { t } = useTranslation();
  const merge = () =>
    onResolve({
      kind: 'merged',
      doc: mergeDocs(mine, server.content, { mine: t('Your version'), theirs: t('Version saved elsewhere') }),
    });
  return (
    <Dialog open fullWidth maxWidth="lg" aria-labelledby="conflict-title">
      <DialogTitle id="conflict-title">{t('This note was changed somewhere else')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t(
            'Another tab or device saved a newer version while you were editing. Choose which text to keep, or keep both and combine them yourself.',
          )}
        </DialogContentText>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <Side title={t('Your version')} doc={mine} testId="conflict-mine" />
          <Side title={t('Version saved elsewhere')} doc={server.content} testId="conflict-theirs" />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onResolve({ kind: 'theirs' })}>{t('Keep the other version')}</Button>
        <Button onClick={() => onResolve({ kind: 'mine' })}>{t('Keep mine')}</Button>
        <Button variant="contained" onClick={merge}>
          {t('Keep both')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
