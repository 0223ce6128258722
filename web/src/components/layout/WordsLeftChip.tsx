import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import { useStore } from '../../hooks/useStore';
import { userStore } from '../../lib/userStore';

/** The user's word balance (durWordsLeft) in the top bar. */
export function WordsLeftChip() {
  const { t, i18n } = useTranslation();
  const { durWordsLeft } = useStore(userStore);
  const amount = new Intl.NumberFormat(i18n.language).format(durWordsLeft);
  return (
    <Tooltip title={t('Words left for AI tools')}>
      <Chip
        icon={<AutoAwesomeRounded fontSize="small" />}
        label={t('{{amount}} words left', { amount })}
        color="primary"
        variant="outlined"
        sx={{ display: { xs: 'none', sm: 'inline-flex' }, borderRadius: 2, bgcolor: 'background.paper' }}
      />
    </Tooltip>
  );
}
