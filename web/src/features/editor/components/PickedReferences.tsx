import { useTranslation } from 'react-i18next';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Pick } from './CitationPicker';

/** The references of the citation being built, in citing order, each with its locator and a remove button. */
export function PickedReferences({ picks, onChange }: { picks: Pick[]; onChange: (next: Pick[]) => void }) {
  const { t } = useTranslation();
  if (picks.length === 0) return null;
  const update = (index: number, locator: string) =>
    onChange(picks.map((pick, i) => (i === index ? { ...pick, locator } : pick)));
  return (
    <Box sx={{ mt: 2 }} aria-label={t('Cited in this citation')} role="group">
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {t('Cited in this citation')}
      </Typography>
      <Stack spacing={1}>
        {picks.map((pick, index) => (
          <Stack key={pick.paper.bibkey + pick.paper.title} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }} noWrap title={pick.paper.title}>
              {pick.paper.title}
            </Typography>
            <TextField
              size="small"
              label={t('Page')}
              placeholder={t('e.g. p. 12')}
              value={pick.locator}
              onChange={(event) => update(index, event.target.value)}
              slotProps={{ htmlInput: { maxLength: 60, 'aria-label': t('Page or other locator') } }}
              sx={{ width: 120, flexShrink: 0 }}
            />
            <IconButton
              size="small"
              aria-label={t('Remove from citation')}
              onClick={() => onChange(picks.filter((_, i) => i !== index))}
            >
              <Close fontSize="small" />
            </IconButton>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
