import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Editor, EditorEvents } from '@tiptap/core';
import type { Selection } from '@tiptap/pm/state';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import CloseRounded from '@mui/icons-material/CloseRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  applyPassageEdits,
  capturePassage,
  isPassageIntact,
  passageEdits,
  type EditorPassage,
} from '../../aiTools/editorPassage';
import { applySuggestionsRequest, DEFAULT_TOOL_OPTIONS, requestFor, type AiToolId } from '../../aiTools/toolCatalog';
import { useAiStream } from '../../aiTools/useAiStream';
import type { DiffReview } from '../../aiTools/useDiffReview';
import { AiResultSections } from '../../aiTools/components/AiResultSections';
import { AiToolActions } from '../../aiTools/components/AiToolActions';

const EDITOR_TOOLS: readonly AiToolId[] = [
  'polish',
  'expand',
  'reduceSimilarity',
  'reduceAIContent',
  'suggestion',
  'outline',
];

interface Props {
  editor: Editor;
  /** The selection the tools work on; by default the editor's current one. */
  selectionToUse?: () => Selection;
  /** In a drawer: closes it (the close button, and after the result is applied to the text). */
  onClose?: () => void;
}

/**
 * The editor's AI sidebar (spec §2): runs a tool on the selection (or the paragraph at the cursor),
 * streams the answer beside the text, and writes the accepted changes back in one undoable step.
 */
export function AiToolsPanel({ editor, selectionToUse, onClose }: Props) {
  const { t } = useTranslation();
  const stream = useAiStream();
  const [options, setOptions] = useState(DEFAULT_TOOL_OPTIONS);
  const [passage, setPassage] = useState<EditorPassage | undefined>(undefined);
  const [notice, setNotice] = useState<string | undefined>(undefined);

  // Edits made while the AI works move the passage; its positions follow them.
  useEffect(() => {
    if (!passage) return undefined;
    const follow = ({ transaction }: EditorEvents['transaction']) => passage.mapping.appendMapping(transaction.mapping);
    editor.on('transaction', follow);
    return () => void editor.off('transaction', follow);
  }, [editor, passage]);

  const run = (tool: AiToolId) => {
    const captured = capturePassage(editor, selectionToUse?.());
    if (!captured) return setNotice(t('Select some text first, or put the cursor in a paragraph.'));
    setNotice(undefined);
    setPassage(captured);
    stream.run(requestFor(tool, captured.text, options));
  };

  const apply = (review: DiffReview) => {
    if (!passage) return;
    if (!isPassageIntact(editor, passage)) {
      return setNotice(t('The text changed while the AI was working. Select it again and rerun the tool.'));
    }
    applyPassageEdits(editor, passage, passageEdits(review.hunks, review.isAccepted));
    stream.reset();
    setPassage(undefined);
    if (onClose) onClose();
    else editor.commands.focus();
  };

  const discard = () => {
    stream.reset();
    setPassage(undefined);
  };

  return (
    <Stack spacing={2} sx={{ p: 2, height: 1, overflowY: 'auto' }} data-testid="ai-panel">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <AutoAwesomeOutlined color="primary" fontSize="small" />
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flex: 1 }}>
          {t('AI tools')}
        </Typography>
        {onClose && (
          <IconButton aria-label={t('Close AI tools')} onClick={onClose} edge="end" size="small">
            <CloseRounded fontSize="small" />
          </IconButton>
        )}
      </Box>
      <Typography variant="body2" color="textSecondary" sx={{ mt: '4px !important' }}>
        {t('Works on the selected text, or on the paragraph at the cursor.')}
      </Typography>
      <AiToolActions tools={EDITOR_TOOLS} options={options} onOptionsChange={setOptions} onRun={run} />
      {notice && (
        <Alert severity="warning" onClose={() => setNotice(undefined)}>
          {notice}
        </Alert>
      )}
      {passage && (
        <AiResultSections
          stream={stream}
          original={passage.text}
          onApplySuggestions={(chosen) => stream.run(applySuggestionsRequest(passage.text, chosen, options))}
          renderAction={(review) => (
            <>
              <Button
                variant="contained"
                size="small"
                disabled={review.acceptedCount === 0}
                onClick={() => apply(review)}
              >
                {t('Apply to text')}
              </Button>
              <Button size="small" color="inherit" onClick={discard}>
                {t('Discard')}
              </Button>
            </>
          )}
        />
      )}
    </Stack>
  );
}
