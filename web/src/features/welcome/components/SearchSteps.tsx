import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** How the paper-search agent works, in its three steps (spec §1). */
export function SearchSteps() {
  const { t } = useTranslation();
  const steps = [
    { title: t('Describe your topic'), text: t('Say what you are researching, in your own words.') },
    {
      title: t('The agent searches'),
      text: t('It widens your query, searches the literature, and filters and translates what it finds.'),
    },
    {
      title: t('Papers, grouped by theme'),
      text: t('The papers arrive in themed sections, each with the reason they belong together.'),
    },
  ];
  return (
    <Box component="section" aria-labelledby="steps-title" sx={{ mt: { xs: 8, md: 10 } }}>
      <Typography id="steps-title" variant="h5" component="h2" sx={{ textAlign: 'center' }}>
        {t('Literature search in three steps')}
      </Typography>
      <Box sx={{ mt: 4, display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>
        {steps.map((step, index) => (
          <Box key={step.title} sx={{ display: 'flex', gap: 2 }}>
            <Box
              sx={{
                width: 36,
                height: 36,
                flexShrink: 0,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                fontWeight: 700,
              }}
            >
              {index + 1}
            </Box>
            <Box>
              <Typography sx={{ fontWeight: 600, fontSize: 17 }}>{step.title}</Typography>
              <Typography color="textSecondary" sx={{ mt: 0.5 }}>
                {step.text}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
