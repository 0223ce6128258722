import { useTranslation } from 'react-i18next';
import type { FileFolderDto } from '@inkstone/shared/api/file';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useFileActions } from '../FileActionsContext';

/** My files › … › the open folder; each ancestor opens on click. */
export function FolderBreadcrumbs({ path }: { path: FileFolderDto[] }) {
  const { t } = useTranslation();
  const actions = useFileActions();
  const crumb = (label: string, folderId: string | null) => (
    <Link
      key={folderId ?? 'root'}
      component="button"
      underline="hover"
      color="inherit"
      variant="body2"
      onClick={() => actions.openFolder(folderId)}
      sx={{ maxWidth: 180, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
    >
      {label}
    </Link>
  );
  const current = path.at(-1);
  return (
    <Breadcrumbs aria-label={t('Folder path')} maxItems={4} sx={{ minWidth: 0 }}>
      {current ? (
        crumb(t('My files'), null)
      ) : (
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('My files')}
        </Typography>
      )}
      {path.slice(0, -1).map((folder) => crumb(folder.name, folder.id))}
      {current && (
        <Typography variant="subtitle1" noWrap sx={{ fontWeight: 600, maxWidth: 260 }} title={current.name}>
          {current.name}
        </Typography>
      )}
    </Breadcrumbs>
  );
}
