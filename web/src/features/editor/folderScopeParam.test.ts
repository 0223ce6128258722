import { describe, expect, it } from 'vitest';
import type { FolderScope } from './components/FolderList';
import { folderScopeValue, parseFolderScope } from './folderScopeParam';

describe('folder scope in the URL', () => {
  it.each<[FolderScope, string | undefined]>([
    [{ kind: 'all' }, undefined],
    [{ kind: 'unfiled' }, 'unfiled'],
    [{ kind: 'folder', id: '6f1c2a9e-0000-4000-8000-000000000001' }, '6f1c2a9e-0000-4000-8000-000000000001'],
  ])('writes %j as %s and reads it back', (scope, value) => {
    expect(folderScopeValue(scope)).toBe(value);
    expect(parseFolderScope(value ?? null)).toEqual(scope);
  });

  it('reads a missing or empty parameter as every note', () => {
    expect(parseFolderScope(null)).toEqual({ kind: 'all' });
    expect(parseFolderScope('')).toEqual({ kind: 'all' });
  });
});
