import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import AddCardRounded from '@mui/icons-material/AddCardRounded';
import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import { useTopUp } from '../../topUp/topUpContext';

interface WordsLeftCardProps {
  wordsLeft: number;
}

/** The word balance the AI tools draw from, with "Top up" (the app shell's top-up dialog). */
export function WordsLeftCard({ wordsLeft }: WordsLeftCardProps) {
  const { t, i18n } = useTranslation();
  const topUp = useTopUp();
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
        {topUp && (
          <Box sx={{ mt: 'auto', pt: 2 }}>
            <Button variant="contained" startIcon={<AddCardRounded />} onClick={topUp.open}>
              {t('Top up')}
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
