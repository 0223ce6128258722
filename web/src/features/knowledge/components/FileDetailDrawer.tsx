import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import CloseRounded from '@mui/icons-material/CloseRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { isPreviewable } from '../fileKinds';
import { useFileActions } from '../FileActionsContext';
import { useFileDetail } from '../queries';
import { FileKindIcon } from './FileKindIcon';
import { FileMetadataForm } from './FileMetadataForm';
import { FilePassages } from './FilePassages';
import { FilePreview } from './FilePreview';
import { FileStatusChip } from './FileStatusChip';

type DetailTab = 'preview' | 'details' | 'passages';

interface Props {
  fileId: string;
  /** The page to open the preview at (a search hit's page). */
  page: number | undefined;
  onPage: (page: number) => void;
  onClose: () => void;
}

/** A file's panel: its preview (at a page), the metadata read from it, and its passages. */
export function FileDetailDrawer({ fileId, page, onPage, onClose }: Props) {
  const { t } = useTranslation();
  const actions = useFileActions();
  const detail = useFileDetail(fileId);
  const file = detail.data?.pages[0]?.file;
  const canPreview = file ? isPreviewable(file.kind) : false;
  const [chosenTab, setChosenTab] = useState<DetailTab | null>(null);
  // Opened at a page: the preview first when there is one; otherwise what was read from it.
  const tab: DetailTab = chosenTab ?? (canPreview && page ? 'preview' : 'details');
  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100vw', md: 'min(860px, 70vw)' }, display: 'flex' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 1.5, pb: 1 }}>
        {file && <FileKindIcon kind={file.kind} />}
        <Typography variant="h6" component="h2" noWrap sx={{ flex: 1, minWidth: 0 }} title={file?.name}>
          {file?.name ?? t('File')}
        </Typography>
        {file && (
          <Tooltip title={t('Download')}>
            <IconButton aria-label={t('Download')} onClick={() => actions.download(file)}>
              <DownloadRounded />
            </IconButton>
          </Tooltip>
        )}
        <Tooltip title={t('Close')}>
          <IconButton aria-label={t('Close')} onClick={onClose} edge="end">
            <CloseRounded />
          </IconButton>
        </Tooltip>
      </Box>
      {detail.isPending && <LinearProgress />}
      {detail.isError && !file && (
        <Alert severity="error" sx={{ m: 2 }}>
          {t('This file could not be opened. It may have been deleted.')}
        </Alert>
      )}
      {file && (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, flexWrap: 'wrap' }}>
            <FileStatusChip file={file} />
            {file.statusDetail && (
              <Typography variant="body2" color={file.status === 'failed' ? 'error' : 'textSecondary'}>
                {file.statusDetail}
              </Typography>
            )}
          </Box>
          <Tabs
            value={tab}
            onChange={(_, value: DetailTab) => setChosenTab(value)}
            variant="scrollable"
            allowScrollButtonsMobile
            sx={{ px: 1, borderBottom: 1, borderColor: 'divider' }}
          >
            {canPreview && <Tab value="preview" label={t('Preview')} />}
            <Tab value="details" label={t('Details')} />
            <Tab
              value="passages"
              label={t('Passages ({{count}})', { count: detail.data?.pages[0]?.totalPassages ?? 0 })}
            />
          </Tabs>
          <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto', p: tab === 'preview' ? 0 : 2 }}>
            {tab === 'preview' && <FilePreview file={file} page={page ?? 1} onPage={onPage} />}
            {tab === 'details' && <FileMetadataForm key={file.updatedAt} file={file} />}
            {tab === 'passages' && detail.data && (
              <FilePassages
                pages={detail.data.pages}
                hasMore={detail.hasNextPage}
                isLoadingMore={detail.isFetchingNextPage}
                onMore={() => void detail.fetchNextPage()}
                onOpenPage={
                  canPreview
                    ? (atPage) => {
                        onPage(atPage);
                        setChosenTab('preview');
                      }
                    : undefined
                }
              />
            )}
          </Box>
        </>
      )}
    </Drawer>
  );
}
