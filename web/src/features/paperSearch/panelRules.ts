import { NARROW_SCREEN_PX } from '@inkstone/shared/constants';
import { OverallProgress, overallProgressOf, type FlowState, type PanelState, type PanelsState } from './flowState';

/** The panel keys in order: panel 1, 2, 3. */
const PANEL_KEYS = ['newStep1State', 'newStep2State', 'newStep3State'] as const;
/** Panel 1, 2 and 3 as indexes 0–2. */
export type PanelIndex = 0 | 1 | 2;
const PANEL_INDEXES: readonly PanelIndex[] = [0, 1, 2];

/** spec §4: panel 1 opens at Extending, panel 2 at PaperSearching, panel 3 at Grouping. */
const OPENS_AT = [OverallProgress.Extending, OverallProgress.PaperSearching, OverallProgress.Grouping] as const;

/** spec §9: a screen narrower than this is narrow (959 is narrow, 960 is not). */
export function isNarrowScreen(width: number): boolean {
  return width < NARROW_SCREEN_PX;
}

function withPanel(panels: PanelsState, index: PanelIndex, patch: Partial<PanelState>): PanelsState {
  const key = PANEL_KEYS[index];
  return { ...panels, [key]: { ...panels[key], ...patch } };
}

/**
 * Opens each panel whose moment has come and that has not opened by itself before (spec §4: once
 * each). On a narrow screen the panel before it closes when it opens.
 */
export function autoOpenPanels(state: FlowState): FlowState {
  const progress = overallProgressOf(state);
  let { panels } = state;
  const autoOpened: FlowState['autoOpened'] = [...state.autoOpened];
  let changed = false;
  for (const index of PANEL_INDEXES) {
    if (autoOpened[index] || progress < OPENS_AT[index]) continue;
    autoOpened[index] = true;
    changed = true;
    panels = withPanel(panels, index, { isOpened: true, scrollToEle: true });
    if (index > 0 && isNarrowScreen(state.viewportWidth)) {
      panels = withPanel(panels, (index - 1) as PanelIndex, { isOpened: false, scrollToEle: false });
    }
  }
  return changed ? { ...state, panels, autoOpened } : state;
}

/** Opens or closes one panel by hand; on a narrow screen opening one closes the others. */
export function togglePanel(state: FlowState, index: PanelIndex): FlowState {
  const isOpening = !state.panels[PANEL_KEYS[index]].isOpened;
  let panels = withPanel(state.panels, index, { isOpened: isOpening, scrollToEle: false });
  if (isOpening && isNarrowScreen(state.viewportWidth)) {
    for (const other of PANEL_INDEXES) {
      if (other !== index) panels = withPanel(panels, other, { isOpened: false, scrollToEle: false });
    }
  }
  return { ...state, panels };
}

/** The view has scrolled the panel into sight; do not do it again. */
export function panelScrolled(state: FlowState, index: PanelIndex): FlowState {
  return { ...state, panels: withPanel(state.panels, index, { scrollToEle: false }) };
}
