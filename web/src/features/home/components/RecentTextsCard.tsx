import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { RecentTextsList } from '../../editor/components/RecentTextsList';
import { useRecentTexts } from '../../editor/queries';

/** Recent texts (getRecentText), each linking to the editor; an empty state before the first note. */
export function RecentTextsCard() {
  const { t } = useTranslation();
  const recent = useRecentTexts();
  const items = recent.data?.items ?? [];
  if (items.length > 0) {
    return (
      <Card sx={{ height: '100%' }}>
        <CardContent>
          <Typography variant="h6" component="h2">
            {t('Recent texts')}
          </Typography>
          <RecentTextsList notes={items} />
        </CardContent>
      </Card>
    );
  }
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
