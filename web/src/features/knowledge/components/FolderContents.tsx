import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FileDto } from '@inkstone/shared/api/file';
import type { FolderNode } from '../fileTree';
import { FileRow } from './FileRow';
import { FolderRow } from './FolderRow';
import { useDropTarget } from './useDropTarget';

interface Props {
  folderId: string | null;
  folders: FolderNode[];
  files: FileDto[];
  /** The upload list, shown above the entries. */
  uploads: ReactNode;
}

/**
 * The open folder's subfolders and files. The whole area takes drops: files from the computer are
 * uploaded here, a dragged entry is moved here.
 */
export function FolderContents({ folderId, folders, files, uploads }: Props) {
  const { t } = useTranslation();
  const { isOver, handlers } = useDropTarget(folderId);
  const isEmpty = folders.length === 0 && files.length === 0;
  return (
    <Box
      {...handlers}
      data-testid="folder-contents"
      sx={{
        minHeight: 280,
        borderRadius: 2,
        p: 0.5,
        outline: isOver ? '2px dashed' : '2px dashed transparent',
        outlineColor: isOver ? 'primary.main' : 'transparent',
        bgcolor: isOver ? 'rgba(105, 108, 255, 0.06)' : undefined,
        transition: 'background-color 120ms',
      }}
    >
      {uploads}
      {folders.map((node) => (
        <FolderRow key={node.folder.id} node={node} />
      ))}
      {files.map((file) => (
        <FileRow key={file.id} file={file} />
      ))}
      {isEmpty && (
        <Box sx={{ textAlign: 'center', py: 6, px: 2, color: 'text.secondary' }}>
          <CloudUploadOutlined sx={{ fontSize: 44, color: 'primary.light', mb: 1 }} aria-hidden />
          <Typography variant="subtitle1" color="textPrimary">
            {folderId ? t('This folder is empty') : t('No files yet')}
          </Typography>
          <Typography variant="body2">
            {t(
              'Drop PDFs and other documents here, or choose Upload. They are read into passages you can search and ask.',
            )}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
