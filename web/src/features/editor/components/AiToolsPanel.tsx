import { useTranslation } from 'react-i18next';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The right-hand panel where spec §2's AI sections will live; honest about their state until then. */
export function AiToolsPanel() {
  const { t } = useTranslation();
  return (
    <Box sx={{ p: 2, textAlign: 'center', color: 'text.secondary' }} data-testid="ai-panel">
      <AutoAwesomeOutlined color="primary" sx={{ fontSize: 36, mb: 1 }} />
      <Typography sx={{ fontWeight: 600, color: 'text.primary' }}>{t('AI tools arrive soon')}</Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
        {t('Polishing, suggestions, the thought chain and outlines will appear here, next to your text.')}
      </Typography>
    </Box>
  );
}
