import type { ReactNode } from 'react';
import { drawerContentOf } from '../drawerContent';
import type { FlowAction } from '../flowReducer';
import { overallProgressOf, ranWithoutAi, type FlowState } from '../flowState';
import { ExportButton } from './ExportButton';
import { FlowPanels } from './FlowPanels';
import { PaperListDrawer } from './PaperListDrawer';
import { ProgressHeader } from './ProgressHeader';
import { RunNotices } from './RunNotices';
import { StoppedNotice } from './StoppedNotice';

interface RunViewProps {
  state: FlowState;
  dispatch: (action: FlowAction) => void;
  /** The flow's own buttons (stop, start over, back, reopen). */
  actions: ReactNode;
  onGroup?: () => void;
}

/** A run as the user follows it: progress header, the three panels and the paper-list drawer. */
export function RunView({ state, dispatch, actions, onGroup }: RunViewProps) {
  const isRunning = state.searchLoading || state.sortLoading;
  const content = drawerContentOf(
    state.panels.newStep3State.activingGroup,
    state.step3.mergedSkeleton,
    state.bibList,
    state.bibDict,
  );
  return (
    <>
      <ProgressHeader
        topic={state.topic}
        progress={overallProgressOf(state)}
        isRunning={isRunning}
        actions={
          <>
            {actions}
            {state.bibList.length > 0 && !isRunning && (
              <ExportButton
                topic={state.topic}
                papers={state.bibList}
                sections={state.step3.mergedSkeleton}
                bibDict={state.bibDict}
              />
            )}
          </>
        }
      >
        {state.isStopped && <StoppedNotice paperCount={state.bibList.length} />}
        <RunNotices isWithoutAi={ranWithoutAi(state)} withoutAi={state.withoutAi} notice={state.notice} />
      </ProgressHeader>
      <FlowPanels state={state} dispatch={dispatch} onGroup={onGroup} />
      <PaperListDrawer
        isOpen={state.paperListDrawer}
        content={content}
        onClose={() => dispatch({ type: 'closeDrawer' })}
      />
    </>
  );
}
