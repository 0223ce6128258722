import { useEffect, useMemo, useRef, useState } from 'react';
import type { WritingProjectDto } from '@inkstone/shared/api/writing';
import { useAiStream } from '../aiTools/useAiStream';
import type { DraftSection } from './outlineDraft';
import { outlineAsText, suggestionsOf } from './outlineSuggestions';

/**
 * Streamed suggestions for the outline on screen (spec §7 outlineSuggestion). The stream itself is
 * the AI tools' one: a new request aborts the previous one, retryable failures are retried with
 * backoff from 1000 ms, and the words left are refreshed when it ends.
 */
export function useOutlineSuggestions(project: WritingProjectDto, draft: readonly DraftSection[]) {
  const stream = useAiStream();
  const [dismissed, setDismissed] = useState<ReadonlySet<number>>(new Set());
  const papers = useMemo(() => new Map(project.papers.map((paper) => [paper.bibkey, paper])), [project.papers]);

  // spec §8: an unparsable chunk is logged, and shown as raw text below the list.
  const { rawChunks } = stream.state;
  const logged = useRef(0);
  useEffect(() => {
    // eslint-disable-next-line no-console -- spec §8 asks for these chunks to be logged
    rawChunks.slice(logged.current).forEach((chunk) => console.warn('Unparsable outline suggestion chunk', chunk));
    logged.current = rawChunks.length;
  }, [rawChunks]);

  return {
    stream,
    suggestions: suggestionsOf(stream.state, dismissed),
    start: () => {
      setDismissed(new Set());
      logged.current = 0;
      stream.run({
        kind: 'outline',
        body: { text: outlineAsText(project.topic, draft, papers), language: project.options.language },
      });
    },
    dismiss: (number: number) => setDismissed((current) => new Set([...current, number])),
  };
}
