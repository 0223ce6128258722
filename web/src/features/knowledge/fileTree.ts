import type { FileDto, FileFolderDto } from '@inkstone/shared/api/file';

/** A folder with its subfolders and files, as the tree shows it. */
export interface FolderNode {
  folder: FileFolderDto;
  children: FolderNode[];
  files: FileDto[];
}

/** The root (folderId null) and everything under it. */
export interface FileTree {
  folders: FolderNode[];
  files: FileDto[];
  /** Every folder's node by id, for the listing of the open folder. */
  byId: Map<string, FolderNode>;
  fileById: Map<string, FileDto>;
}

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, undefined, { numeric: true, sensitivity: 'base' });

/**
 * Builds the nested tree from the flat lists the server sends. A folder whose parent is missing
 * (e.g. the parent is in the trash while the child was restored) is shown at the root rather than
 * lost; so is a file whose folder is missing.
 */
export function buildFileTree(folders: readonly FileFolderDto[], files: readonly FileDto[]): FileTree {
  const byId = new Map<string, FolderNode>(folders.map((folder) => [folder.id, { folder, children: [], files: [] }]));
  const fileById = new Map(files.map((file) => [file.id, file]));
  const root: FileTree = { folders: [], files: [], byId, fileById };
  for (const node of byId.values()) {
    const parent = node.folder.parentId ? byId.get(node.folder.parentId) : undefined;
    (parent ? parent.children : root.folders).push(node);
  }
  for (const file of files) {
    const folder = file.folderId ? byId.get(file.folderId) : undefined;
    (folder ? folder.files : root.files).push(file);
  }
  const sort = (nodes: FolderNode[]) => {
    nodes.sort((a, b) => byName(a.folder, b.folder));
    for (const node of nodes) {
      node.files.sort(byName);
      sort(node.children);
    }
  };
  sort(root.folders);
  root.files.sort(byName);
  return root;
}

/** The folders from the root down to `folderId` (empty for the root or an unknown id). */
export function folderPath(tree: FileTree, folderId: string | null): FileFolderDto[] {
  const path: FileFolderDto[] = [];
  const seen = new Set<string>();
  let node = folderId ? tree.byId.get(folderId) : undefined;
  // `seen` guards against a parent cycle in bad data, which would otherwise loop forever.
  while (node && !seen.has(node.folder.id)) {
    seen.add(node.folder.id);
    path.unshift(node.folder);
    node = node.folder.parentId ? tree.byId.get(node.folder.parentId) : undefined;
  }
  return path;
}

/** The ids of a folder and everything under it: a folder cannot be moved into any of them. */
export function subtreeIds(tree: FileTree, folderId: string): Set<string> {
  const ids = new Set<string>();
  const visit = (node: FolderNode | undefined) => {
    if (!node || ids.has(node.folder.id)) return;
    ids.add(node.folder.id);
    node.children.forEach(visit);
  };
  visit(tree.byId.get(folderId));
  return ids;
}

/** The number of files in a folder and its subfolders. */
export function fileCountOf(node: FolderNode): number {
  return node.files.length + node.children.reduce((sum, child) => sum + fileCountOf(child), 0);
}

/** The tree's folders in display order with their depth, for a flat picker (the move dialog). */
export function flattenFolders(nodes: readonly FolderNode[], depth = 0): { folder: FileFolderDto; depth: number }[] {
  return nodes.flatMap((node) => [{ folder: node.folder, depth }, ...flattenFolders(node.children, depth + 1)]);
}
