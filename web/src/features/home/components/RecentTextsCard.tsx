import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';

/** Recent texts; empty until the editor exists to write them. */
export function RecentTextsCard() {
  const { t } = useTranslation();
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
        <Typography variant="h6" component="h2">
          {t('Recent texts')}
        </Typography>
        <Box
          sx={{
            flex: 1,
            mt: 2,
            py: 4,
            px: 2,
            border: 1,
            borderStyle: 'dashed',
            borderColor: 'divider',
            borderRadius: 2,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            textAlign: 'center',
          }}
        >
          <Box
            sx={{
              width: 52,
              height: 52,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              color: 'primary.main',
              bgcolor: (theme) => alpha(theme.palette.primary.main, 0.1),
              mb: 1.5,
            }}
          >
            <DescriptionOutlined />
          </Box>
          <Typography sx={{ fontWeight: 600 }}>{t('Your recent texts will appear here')}</Typography>
          <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5, maxWidth: 380 }}>
            {t('Texts you write in the editor will be listed here, newest first.')}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
