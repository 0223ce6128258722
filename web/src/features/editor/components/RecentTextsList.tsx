import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { NoteSummary } from '@inkstone/shared/api/textEditor';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { AppPath } from '../../../routes/paths';

/** Recently edited notes, each opening the editor. */
export function RecentTextsList({ notes }: { notes: NoteSummary[] }) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <List dense sx={{ mt: 1 }} data-testid="recent-texts">
      {notes.map((note) => (
        <ListItem key={note.id} disablePadding>
          <ListItemButton component={RouterLink} to={`${AppPath.editor}?id=${note.id}`} sx={{ borderRadius: 1 }}>
            <ListItemIcon sx={{ minWidth: 36 }}>
              <DescriptionOutlined fontSize="small" color="primary" />
            </ListItemIcon>
            <ListItemText
              primary={note.title || t('Untitled')}
              secondary={`${date.format(new Date(note.updatedAt))} · ${note.wordCount === 1 ? t('1 word') : t('{{count}} words', { count: note.wordCount })}`}
              slotProps={{ primary: { noWrap: true } }}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
