import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import LightbulbOutlined from '@mui/icons-material/LightbulbOutlined';

/** Panel 1: the research intents the agent read from the topic (AiSearch). */
export function IntentsPanelBody({ intents }: { intents: string[] }) {
  const { t } = useTranslation();
  if (intents.length === 0) {
    return (
      <Typography variant="body2" color="textSecondary" sx={{ pt: 1.5 }}>
        {t('Reading your topic…')}
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, pt: 1.5, display: 'grid', gap: 1 }} data-testid="intents">
      {intents.map((intent) => (
        <Box component="li" key={intent} sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
          <LightbulbOutlined fontSize="small" color="primary" sx={{ mt: 0.25 }} />
          <Typography variant="body2">{intent}</Typography>
        </Box>
      ))}
    </Box>
  );
}
