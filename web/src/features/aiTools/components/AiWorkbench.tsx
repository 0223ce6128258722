import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { WORKFLOW_TEXT_MAX_CHARS } from '@inkstone/shared/api/workflow';
import { countWords } from '@inkstone/shared/wordCount';
import { snackbar } from '../../../lib/snackbarStore';
import { applySuggestionsRequest, DEFAULT_TOOL_OPTIONS, requestFor, type AiToolId } from '../toolCatalog';
import { useAiStream } from '../useAiStream';
import { AiResultSections } from './AiResultSections';
import { AiToolActions } from './AiToolActions';

interface Props {
  tools: readonly AiToolId[];
}

/**
 * /apps/polish and /apps/expand: pasted text → a tool → the answer streaming with its thought
 * chain → a diff to accept change by change → copy the result.
 */
export function AiWorkbench({ tools }: Props) {
  const { t, i18n } = useTranslation();
  const stream = useAiStream();
  const [text, setText] = useState('');
  const [options, setOptions] = useState(DEFAULT_TOOL_OPTIONS);
  // The text the current result belongs to: the box may be edited while the answer streams.
  const [original, setOriginal] = useState('');
  const words = new Intl.NumberFormat(i18n.language).format(countWords(text));

  const run = (tool: AiToolId) => {
    setOriginal(text);
    stream.run(requestFor(tool, text, options));
  };
  const copy = (result: string) =>
    navigator.clipboard.writeText(result).then(
      () => snackbar.show({ text: t('Result copied'), color: 'success' }),
      () =>
        snackbar.show({ text: t('The browser did not allow copying. Select the text and copy it.'), color: 'warning' }),
    );

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
      <Card>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <TextField
            label={t('Your text')}
            placeholder={t('Paste a passage here')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            multiline
            minRows={8}
            maxRows={20}
            slotProps={{ htmlInput: { maxLength: WORKFLOW_TEXT_MAX_CHARS, 'data-testid': 'ai-input' } }}
            helperText={t('{{words}} words', { words })}
          />
          <AiToolActions
            tools={tools}
            options={options}
            onOptionsChange={setOptions}
            onRun={run}
            isDisabled={!text.trim()}
          />
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          {stream.state.status === 'idle' ? (
            <Typography color="textSecondary" sx={{ py: 4, textAlign: 'center' }}>
              {t(
                'Paste your text and choose a tool. The result appears here, with every change marked against your text.',
              )}
            </Typography>
          ) : (
            <AiResultSections
              stream={stream}
              original={original}
              onApplySuggestions={(chosen) => stream.run(applySuggestionsRequest(original, chosen, options))}
              renderAction={(review) => (
                <Button
                  variant="contained"
                  size="small"
                  startIcon={<ContentCopyRounded fontSize="small" />}
                  onClick={() => void copy(review.result)}
                >
                  {t('Copy result')}
                </Button>
              )}
            />
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
