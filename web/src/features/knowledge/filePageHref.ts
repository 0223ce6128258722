import { AppPath } from '../../routes/paths';

/** The Files tab of the knowledge base with a file open at a page (what useFilesLocation reads). */
export const filePageHref = (fileId: string, page: number) =>
  `${AppPath.knowledge}?${new URLSearchParams({ tab: 'files', file: fileId, page: String(page) }).toString()}`;
