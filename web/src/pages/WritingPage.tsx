import { useTranslation } from 'react-i18next';
import AddRounded from '@mui/icons-material/AddRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { PageHeader } from '../components/PageHeader';
import { FlowErrorAlert } from '../features/writing/components/FlowErrorAlert';
import { FlowProgress } from '../features/writing/components/FlowProgress';
import { OutlineStep } from '../features/writing/components/OutlineStep';
import { ReviewStep } from '../features/writing/components/ReviewStep';
import { SetupStep } from '../features/writing/components/SetupStep';
import { WritingSteps } from '../features/writing/components/WritingSteps';
import { useWritingFlow, type WritingFlow } from '../features/writing/useWritingFlow';

function StepContent({ flow }: { flow: WritingFlow }) {
  const { t } = useTranslation();
  const { state, review } = flow;
  if (state.step === 'setup' && !review.data && review.isFetching)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress />
      </Box>
    );
  if (state.step === 'setup' && review.isError)
    return <Alert severity="warning">{t('This writing project could not be opened.')}</Alert>;
  if (state.step === 'setup' || !review.data) return <SetupStep flow={flow} />;
  if (state.step === 'outline') return <OutlineStep flow={flow} review={review.data} />;
  return <ReviewStep flow={flow} review={review.data} />;
}

/** /apps/writing (spec §2): topic and sources → an outline to edit → a review with verified citations. */
export function WritingPage() {
  const { t } = useTranslation();
  const flow = useWritingFlow();
  return (
    <>
      <PageHeader
        title={t('Writing')}
        subtitle={t('Generate an outline and a literature review with references.')}
        action={
          flow.state.step !== 'setup' && (
            <Button startIcon={<AddRounded />} onClick={flow.actions.startOver}>
              {t('New text')}
            </Button>
          )
        }
      />
      <WritingSteps step={flow.state.step} />
      <Stack spacing={2.5}>
        <FlowProgress activity={flow.activity} onStop={flow.actions.stop} />
        <FlowErrorAlert error={flow.error} onRetry={flow.actions.retry} />
        <StepContent flow={flow} />
      </Stack>
    </>
  );
}
