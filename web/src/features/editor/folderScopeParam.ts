import type { FolderScope } from './components/FolderList';

/** The query parameter of /apps/editor that keeps the folder being viewed across reloads. */
export const FOLDER_PARAM = 'folder';
const UNFILED = 'unfiled';

/** The folder scope a `folder` query value names; no value (or an empty one) is every note. */
export function parseFolderScope(value: string | null): FolderScope {
  if (!value) return { kind: 'all' };
  return value === UNFILED ? { kind: 'unfiled' } : { kind: 'folder', id: value };
}

/** The `folder` query value for a scope; undefined for every note (the parameter is left out). */
export function folderScopeValue(scope: FolderScope): string | undefined {
  if (scope.kind === 'all') return undefined;
  return scope.kind === 'unfiled' ? UNFILED : scope.id;
}
