import { useTranslation } from 'react-i18next';
import { TrashListDialog } from '../../../components/TrashListDialog';
import { useRestoreEntity, useTrash } from '../queries';

/** Deleted notes and folders, restorable for 30 days. */
export function TrashDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const trash = useTrash(true);
  const restore = useRestoreEntity();
  const items = (trash.data?.items ?? []).map((item) => ({
    ...item,
    key: `${item.kind}-${item.id}`,
    primary: `${item.kind === 'folder' ? t('Folder') : t('Note')}: ${item.title || t('Untitled')}`,
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
