import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import RestartAltRounded from '@mui/icons-material/RestartAltRounded';
import StopCircleOutlined from '@mui/icons-material/StopCircleOutlined';
import { SortStatus } from '@inkstone/shared/api/paperAgent';
import type { usePaperSearchFlow } from '../usePaperSearchFlow';
import { ErrorDialog } from './ErrorDialog';
import { FlowStepper } from './FlowStepper';
import { RunView } from './RunView';
import { TopicForm } from './TopicForm';

type Flow = ReturnType<typeof usePaperSearchFlow>;

/** /apps/papersearch: the three numbered steps, the run, and the error dialog. */
export function PaperSearchFlow({ flow }: { flow: Flow }) {
  const { t } = useTranslation();
  const { state, dispatch, actions } = flow;
  const isRunning = state.searchLoading || state.sortLoading;
  // The writing flow links thin outline sections here with their title as `?topic=`.
  const [searchParams] = useSearchParams();
  const suggestedTopic = state.topic || (searchParams.get('topic') ?? '').slice(0, 1000);
  return (
    <>
      <FlowStepper step={state.step} isFinished={state.step3.currentStep === SortStatus.Finished} />
      {state.step === 1 ? (
        <TopicForm initialTopic={suggestedTopic} onStart={(request) => void actions.start(request)} />
      ) : (
        <RunView
          state={state}
          dispatch={dispatch}
          onGroup={actions.regroup}
          actions={
            <>
              {isRunning && (
                <Button color="error" variant="outlined" startIcon={<StopCircleOutlined />} onClick={actions.stop}>
                  {t('Stop')}
                </Button>
              )}
              {state.step === 3 && !isRunning && (
                <Button startIcon={<ArrowBackRounded />} onClick={actions.backToStep2}>
                  {t('Back to step 2')}
                </Button>
              )}
              <Button startIcon={<RestartAltRounded />} onClick={actions.resetToStep1} data-testid="reset-step1">
                {t('New search')}
              </Button>
            </>
          }
        />
      )}
      <ErrorDialog
        error={state.error}
        onClose={() => dispatch({ type: 'clearError' })}
        onRestart={() => actions.resetToStep1()}
      />
    </>
  );
}
