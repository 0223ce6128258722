import type { FileDto, FileFolderDto } from '@inkstone/shared/api/file';

/** A folder for tests. */
export const testFolder = (id: string, name: string, parentId: string | null = null): FileFolderDto => ({
  id,
  name,
  parentId,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
});

/** A ready PDF for tests. */
export const testFile = (id: string, name: string, folderId: string | null = null): FileDto => ({
  id,
  name,
  folderId,
  size: 1024,
  kind: 'pdf',
  mime: 'application/pdf',
  status: 'ready',
  statusDetail: null,
  pages: 3,
  passages: 4,
  metadata: null,
  libraryEntryId: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
});
