import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { DiffReview } from '../useDiffReview';
import { DiffChange } from './DiffChange';

interface Props {
  review: DiffReview;
  /** The action that uses the result (apply to the document, copy). */
  action: ReactNode;
}

/** The rewrite against the original, change by change, with accept all / reject all. */
export function DiffReviewView({ review, action }: Props) {
  const { t } = useTranslation();
  const total = review.changeIndexes.length;
  return (
    <Box data-testid="ai-diff">
      <Box sx={{ display: 'flex', alignItems: 'center', columnGap: 0.5, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="body2" color="textSecondary" sx={{ flex: '1 0 auto', fontWeight: 600 }}>
          {total === 0
            ? t('No changes')
            : t('{{accepted}} of {{total}} changes accepted', { accepted: review.acceptedCount, total })}
        </Typography>
        {total > 0 && (
          // The pair wraps as one, so a narrow panel never parts "Accept all" from "Reject all".
          <Box sx={{ display: 'flex', ml: 'auto' }}>
            <Button size="small" onClick={review.acceptAll}>
              {t('Accept all')}
            </Button>
            <Button size="small" color="inherit" onClick={review.rejectAll}>
              {t('Reject all')}
            </Button>
          </Box>
        )}
      </Box>
      <Typography component="div" variant="body2" sx={{ whiteSpace: 'pre-wrap', lineHeight: 1.8 }}>
        {review.hunks.map((hunk, index) => {
          if (hunk.type === 'equal') return <span key={index}>{hunk.text}</span>;
          return (
            <DiffChange
              key={index}
              hunk={hunk}
              number={review.changeIndexes.indexOf(index) + 1}
              isAccepted={review.isAccepted(index)}
              onToggle={() => review.toggle(index)}
            />
          );
        })}
      </Typography>
      <Box sx={{ mt: 1.5, display: 'flex', gap: 1, flexWrap: 'wrap' }}>{action}</Box>
    </Box>
  );
}
