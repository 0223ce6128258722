import { snippetSegments } from '../passageText';

/** A search snippet with its matched words (sent wrapped in «…») as <mark>. */
export function HighlightedSnippet({ snippet }: { snippet: string }) {
  return (
    <>
      {snippetSegments(snippet).map((segment, index) =>
        segment.isMatch ? (
          <mark
            key={index}
            style={{ background: 'rgba(105, 108, 255, 0.18)', color: 'inherit', borderRadius: 2, padding: '0 1px' }}
          >
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
