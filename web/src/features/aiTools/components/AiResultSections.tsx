import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import StopRounded from '@mui/icons-material/StopRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { isRewrite } from '../toolCatalog';
import { useDiffReview, type DiffReview } from '../useDiffReview';
import type { AiStream } from '../useAiStream';
import { CollapsibleText } from './CollapsibleText';
import { DiffReviewView } from './DiffReviewView';
import { OutlineView } from './OutlineView';
import { PolishFooter } from './PolishFooter';
import { StreamEndAlerts } from './StreamEndAlerts';
import { StreamingAnswer } from './StreamingAnswer';
import { SuggestionList } from './SuggestionList';
import { ThoughtChain } from './ThoughtChain';

interface Props {
  stream: AiStream;
  /** The text the request worked on. */
  original: string;
  /** What uses a reviewed rewrite: apply it to the document, or copy it. */
  renderAction: (review: DiffReview) => ReactNode;
  onApplySuggestions: (chosen: string[]) => void;
}

/**
 * spec §2's result sections, shared by the editor panel and the polish/expand pages: thought chain,
 * the answer streaming live, then — by tool — the diff with per-change review, the suggestions to
 * choose from, or the outline; the original and the direct result; the polish footer; errors.
 */
export function AiResultSections({ stream, original, renderAction, onApplySuggestions }: Props) {
  const { t } = useTranslation();
  const { state, request } = stream;
  const isDone = state.status === 'done';
  const review = useDiffReview(original, isDone && isRewrite(request) ? state.answer : undefined);
  if (state.status === 'idle') return null;
  const isStreaming = state.status === 'streaming';
  const items = state.done?.items ?? [];
  return (
    <Stack spacing={2} data-testid="ai-result" data-status={state.status}>
      <ThoughtChain reasoning={state.reasoning} isStreaming={isStreaming && !state.answer} />
      {request?.kind === 'outline' ? (
        <OutlineView answer={state.answer} rawChunks={state.rawChunks} />
      ) : isDone && isRewrite(request) ? (
        <DiffReviewView review={review} action={renderAction(review)} />
      ) : isDone && request?.kind === 'suggestion' && items.length > 0 ? (
        <SuggestionList items={items} onApply={onApplySuggestions} />
      ) : (
        (isStreaming || state.answer) && <StreamingAnswer answer={state.answer} isStreaming={isStreaming} />
      )}
      {isStreaming && (
        <Button
          size="small"
          variant="outlined"
          color="inherit"
          startIcon={<StopRounded fontSize="small" />}
          onClick={stream.stop}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('Stop')}
        </Button>
      )}
      {isDone && isRewrite(request) && (
        <>
          <CollapsibleText title={t('Original text')} text={original} testId="ai-original" />
          <CollapsibleText title={t('Direct result')} text={review.result} testId="ai-direct-result" />
        </>
      )}
      {state.done && <PolishFooter done={state.done} />}
      <StreamEndAlerts stream={stream} />
    </Stack>
  );
}
