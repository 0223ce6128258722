import { useTranslation } from 'react-i18next';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useSearchHistory } from '../../paperSearch/queries';

// The newest saved searches; older ones are rarely the source of a new text.
const SESSION_PAGE_SIZE = 50;

interface Props {
  value: string;
  onChange: (id: string) => void;
}

/** Picks a saved paper-search result whose papers the text may cite. */
export function SessionSelect({ value, onChange }: Props) {
  const { t } = useTranslation();
  const history = useSearchHistory(1, SESSION_PAGE_SIZE);
  const sessions = (history.data?.items ?? []).filter((item) => item.paperCount > 0);
  return (
    <TextField
      select
      fullWidth
      label={t('Saved paper search')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      helperText={
        history.isSuccess && sessions.length === 0 ? t('No saved search with papers yet') : t('Its papers and themes')
      }
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
    >
      <MenuItem value="">
        <em>{t('None')}</em>
      </MenuItem>
      {sessions.map((session) => (
        <MenuItem key={session.id} value={session.id} sx={{ whiteSpace: 'normal' }}>
          {t('{{topic}} · {{count}} papers', { topic: session.topic, count: session.paperCount })}
        </MenuItem>
      ))}
    </TextField>
  );
}
