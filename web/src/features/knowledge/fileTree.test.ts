import { describe, expect, it } from 'vitest';
import { buildFileTree, fileCountOf, flattenFolders, folderPath, subtreeIds } from './fileTree';
import { testFile, testFolder } from './testFiles';

const folders = [
  testFolder('b', 'Beta'),
  testFolder('a', 'alpha'),
  testFolder('a2', 'Chapter 10', 'a'),
  testFolder('a1', 'Chapter 2', 'a'),
  testFolder('x', 'Orphan', 'gone'),
];
const files = [
  testFile('f1', 'z.pdf', 'a1'),
  testFile('f2', 'a.pdf', 'a1'),
  testFile('f3', 'root.pdf'),
  testFile('f4', 'lost.pdf', 'missing'),
];

describe('buildFileTree', () => {
  const tree = buildFileTree(folders, files);

  it('nests folders under their parents, sorted by name (case-insensitive, numbers in order)', () => {
    expect(tree.folders.map((node) => node.folder.name)).toEqual(['alpha', 'Beta', 'Orphan']);
    expect(tree.byId.get('a')?.children.map((node) => node.folder.name)).toEqual(['Chapter 2', 'Chapter 10']);
    expect(tree.byId.get('a1')?.files.map((file) => file.name)).toEqual(['a.pdf', 'z.pdf']);
  });

  it('shows a folder or file whose parent is missing at the root instead of losing it', () => {
    expect(tree.folders.some((node) => node.folder.id === 'x')).toBe(true);
    expect(tree.files.map((file) => file.name)).toEqual(['lost.pdf', 'root.pdf']);
  });

  it('counts the files of a folder and its subfolders', () => {
    expect(fileCountOf(tree.byId.get('a')!)).toBe(2);
    expect(fileCountOf(tree.byId.get('b')!)).toBe(0);
  });

  it('gives the path from the root to a folder, and nothing for the root', () => {
    expect(folderPath(tree, 'a1').map((folder) => folder.id)).toEqual(['a', 'a1']);
    expect(folderPath(tree, null)).toEqual([]);
    expect(folderPath(tree, 'unknown')).toEqual([]);
  });

  it('lists a folder and everything below it (where it cannot be moved)', () => {
    expect([...subtreeIds(tree, 'a')].sort()).toEqual(['a', 'a1', 'a2']);
  });

  it('flattens the folders in display order with their depth', () => {
    expect(flattenFolders(tree.folders).map(({ folder, depth }) => `${depth}:${folder.id}`)).toEqual([
      '0:a',
      '1:a1',
      '1:a2',
      '0:b',
      '0:x',
    ]);
  });

  it('survives a parent cycle in bad data', () => {
    const cyclic = buildFileTree([testFolder('p', 'P', 'q'), testFolder('q', 'Q', 'p')], []);
    expect(folderPath(cyclic, 'p').length).toBeLessThanOrEqual(2);
    expect(subtreeIds(cyclic, 'p')).toEqual(new Set(['p', 'q']));
  });
});
