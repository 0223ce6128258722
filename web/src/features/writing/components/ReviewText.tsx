import { useMemo } from 'react';
import Box from '@mui/material/Box';
import type { ReviewResult } from '@inkstone/shared/api/writing';
import { bodyWithoutReferences, reviewHtml } from '../reviewHtml';

/** The review so far, rendered from its Markdown, with flagged sentences highlighted. */
export function ReviewText({ result }: { result: ReviewResult }) {
  const html = useMemo(
    () =>
      reviewHtml(
        bodyWithoutReferences(result.markdown),
        result.flags.map((flag) => flag.sentence),
      ),
    [result.markdown, result.flags],
  );
  return (
    <Box
      data-testid="review-text"
      // Safe: reviewHtml escapes raw HTML and drops links and images (see reviewHtml.ts).
      dangerouslySetInnerHTML={{ __html: html }}
      sx={{
        typography: 'body1',
        lineHeight: 1.75,
        overflowWrap: 'anywhere',
        '& h1, & h2': { typography: 'h6', fontWeight: 600, mt: 3, mb: 1 },
        '& h3, & h4': { typography: 'subtitle1', fontWeight: 600, mt: 2, mb: 0.5 },
        '& > :first-of-type': { mt: 0 },
        '& p': { my: 1.25 },
        '& mark.review-flag': {
          bgcolor: 'rgba(255, 171, 0, 0.22)',
          color: 'inherit',
          borderBottom: '2px solid',
          borderColor: 'warning.main',
          px: 0.25,
        },
      }}
    />
  );
}
