import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ToolStreamDone } from '@inkstone/shared/api/workflow';
import { IntegrityAlert } from './IntegrityAlert';

/** spec §2 "polish footer": the words charged and what the integrity guard found missing or added. */
export function PolishFooter({ done }: { done: ToolStreamDone }) {
  const { t, i18n } = useTranslation();
  const format = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const integrity = done.integrity;
  return (
    <Box data-testid="ai-footer" sx={{ display: 'grid', gap: 1 }}>
      {integrity && integrity.missing.length > 0 && (
        <IntegrityAlert
          severity="warning"
          title={t('The result lost parts of your text. Check before you use it:')}
          items={integrity.missing}
        />
      )}
      {integrity && integrity.added.length > 0 && (
        <IntegrityAlert
          severity="info"
          title={t('The result adds items your text did not have; make sure they are real:')}
          items={integrity.added}
        />
      )}
      {done.isTruncated && (
        <Alert severity="info">{t('The answer reached your word balance and was cut there.')}</Alert>
      )}
      <Typography variant="caption" color="textSecondary">
        {t('{{charged}} words charged · {{left}} words left', {
          charged: format(done.wordsCharged),
          left: format(done.wordsLeft),
        })}
      </Typography>
    </Box>
  );
}
