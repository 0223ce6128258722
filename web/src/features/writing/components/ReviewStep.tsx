import { useTranslation } from 'react-i18next';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FetchReviewRes } from '@inkstone/shared/api/writing';
import type { WritingFlow } from '../useWritingFlow';
import { CitationReportCard } from './CitationReportCard';
import { ProjectSummary } from './ProjectSummary';
import { ReferenceList } from './ReferenceList';
import { ReviewActions } from './ReviewActions';
import { ReviewText } from './ReviewText';

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1.5 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** Step 3: progress while the review is written, then the text, references, citation report and exports. */
export function ReviewStep({ flow, review }: { flow: WritingFlow; review: FetchReviewRes }) {
  const { t } = useTranslation();
  const { result, status } = review;
  const isRunning = status === 'queued' || status === 'running' || status === 'none';
  const done = result?.progress.sectionsDone ?? 0;
  const total = result?.progress.sectionsTotal ?? review.project.outline.length;
  const hasText = Boolean(result?.sections.some((section) => section.status === 'done'));
  const failed = result?.sections.filter((section) => section.status === 'failed') ?? [];
  return (
    <Stack spacing={2.5}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 240 }}>
          <ProjectSummary project={review.project} />
        </Box>
        <Button
          startIcon={<ArrowBackRounded />}
          onClick={() => flow.dispatch({ type: 'backToOutline' })}
          disabled={isRunning}
        >
          {t('Back to outline')}
        </Button>
      </Box>
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 1, gap: 2, flexWrap: 'wrap' }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 600 }} data-testid="review-progress">
              {isRunning
                ? t('Writing section {{done}} of {{total}}…', { done: Math.min(done + 1, total), total })
                : t('{{done}} of {{total}} sections written', { done, total })}
            </Typography>
            {result && !isRunning && (
              <Typography variant="body2" color="textSecondary">
                {t('{{count}} words charged', { count: result.wordsCharged.toLocaleString() })}
              </Typography>
            )}
          </Box>
          <LinearProgress
            variant={isRunning && done === 0 ? 'indeterminate' : 'determinate'}
            value={total ? (done / total) * 100 : 0}
            color={status === 'failed' ? 'error' : 'primary'}
            sx={{ height: 8, borderRadius: 4 }}
          />
          {review.error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {review.error.errorMsg}
            </Alert>
          )}
          {failed.map((section) => (
            <Alert key={section.id} severity="warning" sx={{ mt: 2 }}>
              {t('The section "{{title}}" could not be written; the rest is kept.', { title: section.title })}
            </Alert>
          ))}
          {hasText && !isRunning && (
            <Box sx={{ mt: 2.5 }}>
              <ReviewActions review={review} />
            </Box>
          )}
        </CardContent>
      </Card>
      {result && hasText && (
        <Box
          sx={{
            display: 'grid',
            gap: 2.5,
            gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 360px' },
            alignItems: 'start',
          }}
        >
          <Panel title={t('Review')}>
            <ReviewText result={result} />
          </Panel>
          <Stack spacing={2.5}>
            <Panel title={t('Citation check')}>
              <CitationReportCard result={result} />
            </Panel>
            <Panel title={t('References')}>
              <ReferenceList references={result.references} isRunning={isRunning} />
            </Panel>
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
