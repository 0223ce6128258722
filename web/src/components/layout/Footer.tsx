import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The quiet line at the bottom of default-layout pages. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <Box component="footer" sx={{ px: { xs: 2, md: 3 }, py: 2.5, textAlign: 'center' }}>
      <Typography variant="body2" color="textSecondary">
        {t('Inkstone — academic writing and literature search with AI help')}
      </Typography>
    </Box>
  );
}
