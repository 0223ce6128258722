import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';

interface WordsLeftCardProps {
  wordsLeft: number;
}

/** The word balance the AI tools draw from. */
export function WordsLeftCard({ wordsLeft }: WordsLeftCardProps) {
  const { t, i18n } = useTranslation();
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="h6" component="h2">
            {t('Words left')}
          </Typography>
          <Box
            sx={{
              width: 42,
              height: 42,
              borderRadius: 2.5,
              display: 'grid',
              placeItems: 'center',
              color: 'primary.main',
              bgcolor: (theme) => alpha(theme.palette.primary.main, 0.12),
            }}
          >
            <AutoAwesomeRounded />
          </Box>
        </Box>
        <Typography sx={{ fontSize: 40, fontWeight: 700, letterSpacing: '-0.02em', mt: 2, lineHeight: 1.1 }}>
          {new Intl.NumberFormat(i18n.language).format(wordsLeft)}
        </Typography>
        <Typography color="textSecondary" sx={{ mt: 1 }}>
          {t('The AI tools use words from this balance as they write for you.')}
        </Typography>
      </CardContent>
    </Card>
  );
}
