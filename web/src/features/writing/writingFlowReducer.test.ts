import { describe, expect, it } from 'vitest';
import type { WritingProjectDto } from '@inkstone/shared/api/writing';
import { editedOutline, unassignedBibkeys } from './outlineDraft';
import { initialWritingFlow, writingFlowReducer, type WritingFlowState } from './writingFlowReducer';

const item = (id: string, title: string, bibkeys: string[] = ['a2020', 'b2021']) => ({
  id,
  title,
  why: `why ${title}`,
  bibkeys,
  isThin: bibkeys.length < 2,
});

const project = {
  projectId: '00000000-0000-4000-8000-000000000001',
  outline: [
    { ...item('s1', 'Background'), subsections: [item('s1a', 'History'), item('s1b', 'Methods', ['a2020'])] },
    { ...item('s2', 'Findings'), subsections: [] },
    { ...item('s3', 'Gaps', []), subsections: [] },
  ],
} as unknown as WritingProjectDto;

const loaded = (hasReview = false): WritingFlowState =>
  writingFlowReducer(initialWritingFlow, { type: 'projectLoaded', project, hasReview });

const titles = (state: WritingFlowState) => state.draft.map((s) => s.title);

describe('writingFlowReducer', () => {
  it('opens step 2 on a new outline and step 3 when the project has a review', () => {
    expect(loaded().step).toBe('outline');
    expect(loaded().projectId).toBe(project.projectId);
    expect(loaded(true).step).toBe('review');
    expect(titles(loaded())).toEqual(['Background', 'Findings', 'Gaps']);
    expect(loaded().draft[2]?.isThin).toBe(true);
    expect(loaded().isDirty).toBe(false);
  });

  it('renames a section and a subsection, ignoring a blank title', () => {
    let state = writingFlowReducer(loaded(), { type: 'rename', path: { section: 1 }, title: '  Results ' });
    state = writingFlowReducer(state, { type: 'rename', path: { section: 0, sub: 1 }, title: 'Approaches' });
    expect(titles(state)).toEqual(['Background', 'Results', 'Gaps']);
    expect(state.draft[0]?.subsections.map((s) => s.title)).toEqual(['History', 'Approaches']);
    expect(state.isDirty).toBe(true);
    expect(writingFlowReducer(loaded(), { type: 'rename', path: { section: 0 }, title: '   ' })).toEqual(loaded());
  });

  it('reorders within bounds and leaves the ends in place', () => {
    const down = writingFlowReducer(loaded(), { type: 'move', path: { section: 0 }, delta: 1 });
    expect(titles(down)).toEqual(['Findings', 'Background', 'Gaps']);
    const past = writingFlowReducer(loaded(), { type: 'move', path: { section: 2 }, delta: 1 });
    expect(titles(past)).toEqual(['Background', 'Findings', 'Gaps']);
    const sub = writingFlowReducer(loaded(), { type: 'move', path: { section: 0, sub: 1 }, delta: -1 });
    expect(sub.draft[0]?.subsections.map((s) => s.id)).toEqual(['s1b', 's1a']);
  });

  it('deletes sections but never the last one', () => {
    let state = writingFlowReducer(loaded(), { type: 'remove', path: { section: 1 } });
    expect(titles(state)).toEqual(['Background', 'Gaps']);
    state = writingFlowReducer(state, { type: 'remove', path: { section: 0 } });
    state = writingFlowReducer(state, { type: 'remove', path: { section: 0 } });
    expect(titles(state)).toEqual(['Gaps']);
    const sub = writingFlowReducer(loaded(), { type: 'remove', path: { section: 0, sub: 0 } });
    expect(sub.draft[0]?.subsections.map((s) => s.id)).toEqual(['s1b']);
  });

  it('adds sections and subsections with distinct keys and no id, as revisionOutline expects', () => {
    let state = writingFlowReducer(loaded(), { type: 'addSection', title: 'Outlook' });
    state = writingFlowReducer(state, { type: 'addSubsection', section: 1, title: 'Trials' });
    expect(titles(state)).toEqual(['Background', 'Findings', 'Gaps', 'Outlook']);
    expect(state.draft[3]?.key).not.toBe(state.draft[1]?.subsections[0]?.key);
    const edited = editedOutline(state.draft);
    expect(edited[3]).toEqual({ title: 'Outlook', why: '', bibkeys: [], subsections: [] });
    expect(edited[1]?.subsections[0]).toEqual({ title: 'Trials', why: '', bibkeys: [] });
    expect(edited[0]?.id).toBe('s1');
    expect(writingFlowReducer(loaded(), { type: 'addSection', title: ' ' })).toEqual(loaded());
  });

  it('assigns and unassigns papers, recomputing thin evidence before the save', () => {
    // Gaps had no paper: two assigned make it supported; the same key twice counts once.
    let state = writingFlowReducer(loaded(), { type: 'assignPaper', path: { section: 2 }, bibkey: 'new2024' });
    state = writingFlowReducer(state, { type: 'assignPaper', path: { section: 2 }, bibkey: 'new2024' });
    expect(state.draft[2]).toMatchObject({ bibkeys: ['new2024'], isThin: true });
    state = writingFlowReducer(state, { type: 'assignPaper', path: { section: 2 }, bibkey: 'a2020' });
    expect(state.draft[2]).toMatchObject({ bibkeys: ['new2024', 'a2020'], isThin: false });
    expect(state.isDirty).toBe(true);
    expect(editedOutline(state.draft)[2]?.bibkeys).toEqual(['new2024', 'a2020']);

    // Methods (one paper) becomes supported; History loses one and turns thin, its section does not.
    state = writingFlowReducer(state, { type: 'assignPaper', path: { section: 0, sub: 1 }, bibkey: 'c2022' });
    state = writingFlowReducer(state, { type: 'unassignPaper', path: { section: 0, sub: 0 }, bibkey: 'b2021' });
    expect(state.draft[0]?.subsections.map((s) => [s.bibkeys, s.isThin])).toEqual([
      [['a2020'], true],
      [['a2020', 'c2022'], false],
    ]);
    expect(state.draft[0]?.isThin).toBe(false);
  });

  it('lists the papers of the set that no part of the draft uses', () => {
    const draft = loaded().draft;
    expect(unassignedBibkeys(draft, ['a2020', 'new2024', 'b2021', 'c2022'])).toEqual(['new2024', 'c2022']);
    const state = writingFlowReducer(loaded(), { type: 'assignPaper', path: { section: 1 }, bibkey: 'new2024' });
    expect(unassignedBibkeys(state.draft, ['a2020', 'new2024'])).toEqual([]);
  });

  it('discards edits, moves between steps, and starts over', () => {
    const edited = writingFlowReducer(loaded(), { type: 'remove', path: { section: 1 } });
    const discarded = writingFlowReducer(edited, { type: 'discardEdits', project });
    expect(titles(discarded)).toEqual(['Background', 'Findings', 'Gaps']);
    expect(discarded.isDirty).toBe(false);
    const reviewing = writingFlowReducer(loaded(), { type: 'reviewStarted' });
    expect(reviewing.step).toBe('review');
    expect(writingFlowReducer(reviewing, { type: 'backToOutline' }).step).toBe('outline');
    expect(writingFlowReducer(initialWritingFlow, { type: 'backToOutline' }).step).toBe('setup');
    expect(writingFlowReducer(reviewing, { type: 'startOver' })).toEqual(initialWritingFlow);
  });
});
