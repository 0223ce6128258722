import { useTranslation } from 'react-i18next';
import type { FileDto } from '@inkstone/shared/api/file';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { startEntryDrag } from '../entryDrag';
import { formatBytes } from '../formatBytes';
import { useFileActions } from '../FileActionsContext';
import { EntryMenu } from './EntryMenu';
import { FileKindIcon } from './FileKindIcon';
import { FileStatusChip } from './FileStatusChip';

/** A file of the open folder: name, size, date, processing status; click to open, drag to move. */
export function FileRow({ file }: { file: FileDto }) {
  const { t, i18n } = useTranslation();
  const actions = useFileActions();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(file.createdAt));
  const facts = [
    formatBytes(file.size, i18n.language),
    file.pages ? (file.pages === 1 ? t('1 page') : t('{{count}} pages', { count: file.pages })) : null,
    date,
  ].filter(Boolean);
  return (
    <Box
      draggable
      onDragStart={(event) => startEntryDrag(event, { kind: 'file', id: file.id })}
      data-testid="file-row"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1,
        borderRadius: 1,
        '&:hover': { bgcolor: 'action.hover' },
      }}
    >
      <ButtonBase
        onClick={() => actions.openFile(file.id)}
        sx={{ flex: 1, minWidth: 0, py: 1, gap: 1.5, justifyContent: 'flex-start', textAlign: 'left', borderRadius: 1 }}
      >
        <FileKindIcon kind={file.kind} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" noWrap title={file.name} sx={{ fontWeight: 500 }}>
            {file.name}
          </Typography>
          <Typography variant="caption" color="textSecondary" noWrap component="p">
            {facts.join(' · ')}
          </Typography>
          {/* On a phone the status goes under the name, which then keeps the row's width. */}
          <Box sx={{ display: { xs: 'block', sm: 'none' }, mt: 0.5 }}>
            <FileStatusChip file={file} />
          </Box>
          {file.statusDetail && (
            <Typography
              variant="caption"
              color={file.status === 'failed' ? 'error' : 'warning.dark'}
              component="p"
              sx={{ overflowWrap: 'anywhere' }}
            >
              {file.statusDetail}
            </Typography>
          )}
        </Box>
        <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
          <FileStatusChip file={file} />
        </Box>
      </ButtonBase>
      <EntryMenu entry={{ kind: 'file', file }} />
    </Box>
  );
}
