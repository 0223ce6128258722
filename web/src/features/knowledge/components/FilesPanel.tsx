import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import CreateNewFolderOutlined from '@mui/icons-material/CreateNewFolderOutlined';
import DeleteSweepOutlined from '@mui/icons-material/DeleteSweepOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { FileActionsContext } from '../FileActionsContext';
import { buildFileTree, folderPath } from '../fileTree';
import { useFileStructure } from '../queries';
import { useFileActionsValue } from '../useFileActionsValue';
import { useFilesLocation } from '../useFilesLocation';
import { useUploads } from '../useUploads';
import { FileDetailDrawer } from './FileDetailDrawer';
import { FileDialogs, type FileDialog } from './FileDialogs';
import { FolderBreadcrumbs } from './FolderBreadcrumbs';
import { FolderContents } from './FolderContents';
import { FolderTree } from './FolderTree';
import { FolderTreeDrawer } from './FolderTreeDrawer';
import { KnowledgeSearch } from './KnowledgeSearch';
import { QuotaBar } from './QuotaBar';
import { UploadButton } from './UploadButton';
import { UploadList } from './UploadList';

/** The Files tab: search and ask, the folder tree, the open folder's files, uploads, a file's panel. */
export function FilesPanel() {
  const { t } = useTranslation();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const structure = useFileStructure();
  const location = useFilesLocation();
  const [dialog, setDialog] = useState<FileDialog | null>(null);
  const [isTreeOpen, setIsTreeOpen] = useState(false);
  const data = structure.data;
  const tree = useMemo(() => buildFileTree(data?.folders ?? [], data?.files ?? []), [data]);
  const uploads = useUploads(data?.limits.maxFileBytes ?? Infinity);
  // A folder that is gone (deleted, or a stale link) shows the root.
  const folderId = location.folderId && tree.byId.has(location.folderId) ? location.folderId : null;
  const actions = useFileActionsValue({
    tree,
    location: {
      ...location,
      openFolder: (id) => {
        setIsTreeOpen(false);
        location.openFolder(id);
      },
    },
    openDialog: setDialog,
    upload: uploads.add,
  });
  const node = folderId ? tree.byId.get(folderId) : undefined;
  const newFolder = () => setDialog({ type: 'newFolder', parentId: folderId });

  if (structure.isError && !data) return <Alert severity="error">{t('Your files could not be loaded.')}</Alert>;
  const folderTree = <FolderTree tree={tree} selectedId={folderId} onNewFolder={newFolder} />;
  const quota = data && <QuotaBar limits={data.limits} />;
  return (
    <FileActionsContext value={actions}>
      <KnowledgeSearch folder={node?.folder ?? null} isSemantic={data?.limits.semanticSearch === true} />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '280px minmax(0, 1fr)' },
          gap: 2,
          mt: 2,
        }}
      >
        {!isPhone && (
          <Paper variant="outlined" sx={{ p: 1.5, alignSelf: 'start', position: 'sticky', top: 80 }}>
            {folderTree}
            <Divider sx={{ my: 1.5 }} />
            {quota}
          </Paper>
        )}
        <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2 }, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
            {isPhone && (
              <Tooltip title={t('Folders')}>
                <IconButton aria-label={t('Folders')} onClick={() => setIsTreeOpen(true)} edge="start">
                  <AccountTreeOutlined />
                </IconButton>
              </Tooltip>
            )}
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <FolderBreadcrumbs path={folderPath(tree, folderId)} />
            </Box>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', ml: 'auto' }}>
              <Tooltip title={t('Trash')}>
                <IconButton aria-label={t('Trash')} onClick={() => setDialog({ type: 'trash' })}>
                  <DeleteSweepOutlined />
                </IconButton>
              </Tooltip>
              {isPhone ? (
                <Tooltip title={t('New folder')}>
                  <IconButton aria-label={t('New folder')} onClick={newFolder}>
                    <CreateNewFolderOutlined />
                  </IconButton>
                </Tooltip>
              ) : (
                <Button variant="outlined" startIcon={<CreateNewFolderOutlined />} onClick={newFolder}>
                  {t('New folder')}
                </Button>
              )}
              <UploadButton kinds={data?.limits.kinds ?? []} onFiles={(files) => uploads.add(files, folderId)} />
            </Box>
          </Box>
          {structure.isPending ? (
            <Box>
              {[0, 1, 2].map((row) => (
                <Skeleton key={row} height={56} />
              ))}
            </Box>
          ) : (
            <FolderContents
              folderId={folderId}
              folders={node?.children ?? tree.folders}
              files={node?.files ?? tree.files}
              uploads={
                <UploadList items={uploads.items} onCancel={uploads.cancel} onClearFinished={uploads.clearFinished} />
              }
            />
          )}
          {isPhone && quota && (
            <Box sx={{ mt: 2 }}>
              <Divider sx={{ mb: 1.5 }} />
              {quota}
            </Box>
          )}
        </Paper>
      </Box>
      {isPhone && (
        <FolderTreeDrawer isOpen={isTreeOpen} onClose={() => setIsTreeOpen(false)}>
          {folderTree}
        </FolderTreeDrawer>
      )}
      {location.fileId && (
        <FileDetailDrawer
          fileId={location.fileId}
          page={location.page}
          onPage={location.setPage}
          onClose={location.closeFile}
        />
      )}
      {dialog && <FileDialogs dialog={dialog} tree={tree} onClose={() => setDialog(null)} />}
    </FileActionsContext>
  );
}
