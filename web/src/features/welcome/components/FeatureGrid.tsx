import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { TOOLS } from '../../../components/layout/tools';

/** What Inkstone does, one card per tool. */
export function FeatureGrid() {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="features-title">
      <Typography id="features-title" variant="h5" component="h2" sx={{ textAlign: 'center', mb: 4 }}>
        {t('Everything you need from first draft to reference list')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}>
        {TOOLS.map(({ path, icon: Icon, name, summary, isAvailable }) => (
          <Card key={path}>
            <CardContent>
              <Box
                sx={{
                  width: 44,
                  height: 44,
                  borderRadius: 2.5,
                  display: 'grid',
                  placeItems: 'center',
                  color: 'primary.main',
                  bgcolor: (theme) => alpha(theme.palette.primary.main, 0.1),
                }}
              >
                <Icon />
              </Box>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 2 }}>
                <Typography variant="h6" component="h3">
                  {name(t)}
                </Typography>
                {!isAvailable && (
                  <Chip label={t('Soon')} size="small" variant="outlined" sx={{ height: 20, fontSize: 11 }} />
                )}
              </Box>
              <Typography color="textSecondary" sx={{ mt: 0.5 }}>
                {summary(t)}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
