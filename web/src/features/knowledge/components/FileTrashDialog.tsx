import { useTranslation } from 'react-i18next';
import FolderRounded from '@mui/icons-material/FolderRounded';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import { TrashListDialog } from '../../../components/TrashListDialog';
import { useFileTrash, useRestoreEntry } from '../queries';

/** Deleted files and folders, restorable until they are removed for good (30 days). */
export function FileTrashDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const trash = useFileTrash();
  const restore = useRestoreEntry();
  const items = (trash.data?.items ?? []).map((item) => ({
    ...item,
    key: `${item.kind}-${item.id}`,
    primary: item.name,
    restorableUntil: item.purgeAt,
    icon:
      item.kind === 'folder' ? (
        <FolderRounded fontSize="small" aria-label={t('Folder')} />
      ) : (
        <InsertDriveFileOutlined fontSize="small" aria-label={t('File')} />
      ),
  }));
  return (
    <TrashListDialog
      items={items}
      isLoading={trash.isPending}
      isRestoring={restore.isPending}
      onRestore={(item) => restore.mutate({ kind: item.kind, id: item.id })}
      onClose={onClose}
    />
  );
}
