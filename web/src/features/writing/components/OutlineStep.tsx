import { useTranslation } from 'react-i18next';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FetchReviewRes } from '@inkstone/shared/api/writing';
import type { WritingFlow } from '../useWritingFlow';
import { OutlineSuggestions } from './OutlineSuggestions';
import { OutlineTimeline } from './OutlineTimeline';
import { ProjectPapers } from './ProjectPapers';
import { ProjectSummary } from './ProjectSummary';
import { ReviseInWords } from './ReviseInWords';

/** Step 2: the outline to edit or revise, the review's cost, and the button that starts it. */
export function OutlineStep({ flow, review }: { flow: WritingFlow; review: FetchReviewRes }) {
  const { t } = useTranslation();
  const { state, dispatch, actions } = flow;
  const { project } = review;
  const thinCount = state.draft.reduce(
    (count, section) => count + Number(section.isThin) + section.subsections.filter((sub) => sub.isThin).length,
    0,
  );
  return (
    <Stack spacing={2.5}>
      <ProjectSummary project={project} />
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <ReviseInWords isPending={flow.pending} isDisabled={state.isDirty} onRevise={actions.revise} />
          <Box sx={{ mt: 2 }}>
            <OutlineSuggestions
              project={project}
              draft={state.draft}
              isDirty={state.isDirty}
              isRevising={flow.pending}
              onRevise={actions.revise}
            />
          </Box>
          {state.isDirty && (
            <Alert
              severity="info"
              sx={{ mt: 2 }}
              action={
                <Stack direction="row" spacing={1}>
                  <Button color="inherit" size="small" onClick={actions.discardEdits}>
                    {t('Discard')}
                  </Button>
                  <Button variant="contained" size="small" loading={flow.pending} onClick={actions.saveEdits}>
                    {t('Save outline')}
                  </Button>
                </Stack>
              }
            >
              {t('You have edited the outline. Save it so the papers are re-balanced over your sections.')}
            </Alert>
          )}
          {thinCount > 0 && !state.isDirty && (
            <Typography variant="body2" color="warning.main" sx={{ mt: 1.5 }}>
              {t(
                'Parts with thin evidence: {{count}}. Search more papers for them, add papers from your library, or merge them.',
                {
                  count: thinCount,
                },
              )}
            </Typography>
          )}
          <Divider sx={{ my: 2.5 }} />
          <OutlineTimeline draft={state.draft} papers={project.papers} topic={project.topic} dispatch={dispatch} />
        </CardContent>
      </Card>
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
          <ProjectPapers project={project} draft={state.draft} />
        </CardContent>
      </Card>
      <Card>
        <CardContent
          sx={{
            display: 'flex',
            gap: 2,
            alignItems: 'center',
            flexWrap: 'wrap',
            p: { xs: 2, sm: 3 },
            '&:last-child': { pb: { xs: 2, sm: 3 } },
          }}
        >
          <Box sx={{ flex: 1, minWidth: 240 }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
              {t('Review cost')}
            </Typography>
            <Typography variant="body2" color="textSecondary" data-testid="review-cost">
              {t(
                'About {{estimated}} words, charged by the words delivered. {{hold}} words are held from your balance while it runs; the rest comes back.',
                {
                  estimated: project.reviewCost.estimatedWords.toLocaleString(),
                  hold: project.reviewCost.holdWords.toLocaleString(),
                },
              )}
            </Typography>
          </Box>
          <Button
            variant="contained"
            size="large"
            startIcon={<PlayArrowRounded />}
            disabled={state.isDirty}
            loading={flow.isStarting}
            onClick={actions.startReview}
          >
            {t('Generate review')}
          </Button>
        </CardContent>
      </Card>
    </Stack>
  );
}
