import { describe, expect, it } from 'vitest';
import type { Outline } from '@inkstone/shared/api/writing';
import {
  addSection,
  assignPapers,
  moveSection,
  normalizeOutline,
  removeSection,
  renameSection,
  thinSectionIds,
} from './outlineEdits.js';

const known = new Set(['a', 'b', 'c']);
let n = 0;
const ids = () => `n${++n}`;
const base = (): Outline =>
  normalizeOutline(
    [
      { id: 's1', title: 'Background', why: '', bibkeys: ['a', 'b'], subsections: [] },
      {
        id: 's2',
        title: 'Methods',
        why: '',
        bibkeys: ['c'],
        subsections: [{ id: 's2a', title: 'Sub', why: '', bibkeys: ['a'] }],
      },
      { id: 's3', title: 'Gaps', why: '', bibkeys: [], subsections: [] },
    ],
    known,
    ids,
  );

describe('outline edits', () => {
  it('normalizes: drops unknown keys and duplicates, makes missing and clashing ids, marks thin sections', () => {
    const outline = normalizeOutline(
      [
        {
          id: 'x',
          title: 'One',
          why: 'w',
          bibkeys: ['a', 'ghost', 'a'],
          subsections: [{ title: 'New', why: '', bibkeys: ['b'] }],
        },
        { id: 'x', title: 'Two', why: '', bibkeys: ['b', 'c'], subsections: [] },
      ],
      known,
      () => 'fresh',
    );
    expect(outline.map((s) => [s.id, s.bibkeys, s.isThin])).toEqual([
      ['x', ['a'], false],
      ['fresh', ['b', 'c'], false],
    ]);
    expect(outline[0]!.subsections[0]).toMatchObject({ id: 'fresh', bibkeys: ['b'], isThin: true });
  });

  it('a section is thin when it and its subsections together have fewer than two papers', () => {
    expect(thinSectionIds(base())).toEqual(['s2a', 's3']);
  });

  it('adds sections and subsections', () => {
    const outline = addSection(base(), 'Intro', { index: 0, newId: () => 'i' });
    expect(outline.map((s) => s.id)).toEqual(['i', 's1', 's2', 's3']);
    const withSub = addSection(outline, 'Detail', { parentId: 's1', newId: () => 'd' });
    expect(withSub[1]!.subsections.map((s) => [s.id, s.isThin])).toEqual([['d', true]]);
  });

  it('removes, renames and moves sections and subsections', () => {
    expect(removeSection(base(), 's2a')[1]!.subsections).toEqual([]);
    expect(removeSection(base(), 's1').map((s) => s.id)).toEqual(['s2', 's3']);
    expect(renameSection(base(), 's2a', 'Renamed')[1]!.subsections[0]!.title).toBe('Renamed');
    expect(moveSection(base(), 's3', 0).map((s) => s.id)).toEqual(['s3', 's1', 's2']);
    expect(moveSection(base(), 's1', 99).map((s) => s.id)).toEqual(['s2', 's3', 's1']);
  });

  it('assigns only papers of the set and updates thinness', () => {
    const outline = assignPapers(base(), 's3', ['a', 'c', 'invented'], known);
    expect(outline[2]).toMatchObject({ bibkeys: ['a', 'c'], isThin: false });
  });
});
