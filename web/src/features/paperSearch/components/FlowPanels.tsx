import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchStatus, SortStatus } from '@inkstone/shared/api/paperAgent';
import type { FlowAction } from '../flowReducer';
import type { FlowState } from '../flowState';
import type { PanelIndex } from '../panelRules';
import { FlowPanel } from './FlowPanel';
import { IntentsPanelBody } from './IntentsPanelBody';
import { SearchPanelBody } from './SearchPanelBody';
import { SectionsPanelBody } from './SectionsPanelBody';

interface FlowPanelsProps {
  state: FlowState;
  dispatch: (action: FlowAction) => void;
  /** Starts grouping again; absent on a read-only result. */
  onGroup?: () => void;
}

/** The three panels of a run: the topic understood, the search, the sections. */
export function FlowPanels({ state, dispatch, onGroup }: FlowPanelsProps) {
  const { t } = useTranslation();
  const { step2, step3 } = state;
  const toggle = (panel: PanelIndex) => () => dispatch({ type: 'togglePanel', panel });
  const scrolled = useCallback((panel: PanelIndex) => dispatch({ type: 'panelScrolled', panel }), [dispatch]);
  const scrolled0 = useCallback(() => scrolled(0), [scrolled]);
  const scrolled1 = useCallback(() => scrolled(1), [scrolled]);
  const scrolled2 = useCallback(() => scrolled(2), [scrolled]);
  const isSearchDone = step2.currentStep >= SearchStatus.Finished;
  const sortStage = step3.mergedSkeleton.length
    ? t('{{n}} sections', { n: step3.mergedSkeleton.length })
    : t('Waiting for the search');
  return (
    <>
      <FlowPanel
        number={1}
        title={t('Understanding your topic')}
        summary={step2.aiSearchResult.join(' · ') || t('Reading your topic…')}
        state={state.panels.newStep1State}
        isWorking={state.searchLoading && step2.currentStep < SearchStatus.ExpandQueries}
        isDone={step2.currentStep >= SearchStatus.ExpandQueries}
        onToggle={toggle(0)}
        onScrolled={scrolled0}
      >
        <IntentsPanelBody intents={step2.aiSearchResult} />
      </FlowPanel>
      <FlowPanel
        number={2}
        title={t('Searching the literature')}
        summary={
          isSearchDone
            ? t('{{n}} relevant papers kept', { n: state.bibList.length })
            : t('{{n}} candidate papers found', { n: step2.searchSemanticLength })
        }
        state={state.panels.newStep2State}
        isWorking={state.searchLoading && step2.currentStep >= SearchStatus.ExpandQueries}
        isDone={isSearchDone}
        onToggle={toggle(1)}
        onScrolled={scrolled1}
      >
        <SearchPanelBody
          step2={step2}
          papers={state.bibList}
          isStopped={state.isStopped}
          onShowAll={() => dispatch({ type: 'openDrawer', group: null })}
        />
      </FlowPanel>
      <FlowPanel
        number={3}
        title={t('Themed sections')}
        summary={sortStage}
        state={state.panels.newStep3State}
        isWorking={state.sortLoading}
        isDone={step3.currentStep >= SortStatus.Finished}
        onToggle={toggle(2)}
        onScrolled={scrolled2}
      >
        <SectionsPanelBody
          step3={step3}
          paperCount={state.bibList.length}
          canGroup={Boolean(onGroup) && isSearchDone && state.bibList.length > 0 && !state.searchLoading}
          onGroup={() => onGroup?.()}
          onOpenSection={(index) => dispatch({ type: 'openDrawer', group: index })}
          onShowAll={() => dispatch({ type: 'openDrawer', group: null })}
        />
      </FlowPanel>
    </>
  );
}
