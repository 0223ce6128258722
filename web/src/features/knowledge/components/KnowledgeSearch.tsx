import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileFolderDto } from '@inkstone/shared/api/file';
import QuestionAnswerOutlined from '@mui/icons-material/QuestionAnswerOutlined';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useAskFiles, useSearchFiles } from '../queries';
import { AskAnswer } from './AskAnswer';
import { PassageHitList } from './PassageHitList';

type Mode = 'search' | 'ask';

/**
 * Search the files' passages, or ask them a question; optionally only within the open folder.
 * `isSemantic`: the server also searches by meaning (an embedding model), said only when it does.
 */
export function KnowledgeSearch({
  folder,
  isSemantic = false,
}: {
  folder: FileFolderDto | null;
  isSemantic?: boolean;
}) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('search');
  const [text, setText] = useState('');
  const [isInFolder, setIsInFolder] = useState(false);
  const search = useSearchFiles();
  const ask = useAskFiles();
  const running = mode === 'search' ? search : ask;
  const submit = () => {
    const value = text.trim();
    if (!value) return;
    const scope = folder && isInFolder ? { folderIds: [folder.id] } : {};
    if (mode === 'search') search.mutate({ query: value, limit: 20, ...scope });
    else ask.mutate({ question: value, ...scope });
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2 } }}>
      <Box
        component="form"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        sx={{ display: 'flex', gap: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' }, alignItems: 'center' }}
      >
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={mode}
          onChange={(_, value: Mode | null) => value && setMode(value)}
          aria-label={t('Search or ask')}
          sx={{ flexShrink: 0 }}
        >
          <ToggleButton value="search" sx={{ gap: 0.5, px: 1.5 }}>
            <SearchRounded fontSize="small" />
            {t('Search')}
          </ToggleButton>
          <ToggleButton value="ask" sx={{ gap: 0.5, px: 1.5 }}>
            <QuestionAnswerOutlined fontSize="small" />
            {t('Ask your files')}
          </ToggleButton>
        </ToggleButtonGroup>
        <TextField
          size="small"
          fullWidth
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={mode === 'search' ? t('Find a phrase in your files') : t('Ask a question about your files')}
          slotProps={{
            htmlInput: {
              'aria-label': mode === 'search' ? t('Search your files') : t('Your question'),
              maxLength: mode === 'search' ? 500 : 2000,
            },
          }}
          sx={{ flex: '1 1 240px' }}
        />
        <Button type="submit" variant="contained" disabled={!text.trim() || running.isPending} sx={{ flexShrink: 0 }}>
          {mode === 'search' ? t('Search') : t('Ask')}
        </Button>
      </Box>
      {mode === 'search' && isSemantic && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {t('Keyword + semantic search: passages that say the same in other words are found too.')}
        </Typography>
      )}
      {folder && (
        <FormControlLabel
          control={
            <Checkbox size="small" checked={isInFolder} onChange={(event) => setIsInFolder(event.target.checked)} />
          }
          label={t('Only in “{{name}}”', { name: folder.name })}
          slotProps={{ typography: { variant: 'body2', noWrap: true } }}
          sx={{ mt: 0.5, maxWidth: '100%' }}
        />
      )}
      {running.isPending && <LinearProgress sx={{ mt: 1.5 }} />}
      {mode === 'search' && search.data && (
        <Box sx={{ mt: 1.5 }} data-testid="search-results">
          {search.data.items.length === 0 ? (
            <Alert severity="info">{t('No passage in your files matches.')}</Alert>
          ) : (
            <PassageHitList hits={search.data.items} />
          )}
        </Box>
      )}
      {mode === 'ask' && ask.data && (
        <Box sx={{ mt: 1.5 }}>
          <AskAnswer result={ask.data} />
        </Box>
      )}
    </Paper>
  );
}
