import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import { useTopUp } from '../../features/topUp/topUpContext';
import { useWordsLeft } from '../../features/user/queries';

/**
 * The user's word balance (durWordsLeft) in the top bar; on phones only the number fits. In the
 * signed-in shell a click opens the top-up dialog.
 */
export function WordsLeftChip() {
  const { t, i18n } = useTranslation();
  const amount = new Intl.NumberFormat(i18n.language).format(useWordsLeft());
  const full = t('{{amount}} words left', { amount });
  const topUp = useTopUp();
  return (
    <Tooltip title={topUp ? t('Words left for AI tools. Click to top up.') : t('Words left for AI tools')}>
      <Chip
        icon={<AutoAwesomeRounded fontSize="small" />}
        aria-label={full}
        label={
          <>
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {full}
            </Box>
            <Box component="span" aria-hidden sx={{ display: { xs: 'inline', sm: 'none' } }}>
              {amount}
            </Box>
          </>
        }
        onClick={topUp?.open}
        color="primary"
        variant="outlined"
        sx={{ borderRadius: 2, bgcolor: 'background.paper' }}
      />
    </Tooltip>
  );
}
