import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { IntegrityKind, ToolStreamDone } from '@inkstone/shared/api/workflow';

function kindLabel(kind: IntegrityKind, t: TFunction): string {
  switch (kind) {
    case 'citation':
      return t('Citation');
    case 'referenceKey':
      return t('Reference key');
    case 'number':
      return t('Number');
    case 'formula':
      return t('Formula');
    case 'quote':
      return t('Quotation');
  }
}

/** spec §2 "polish footer": the words charged and what the integrity guard found missing or added. */
export function PolishFooter({ done }: { done: ToolStreamDone }) {
  const { t, i18n } = useTranslation();
  const format = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const integrity = done.integrity;
  return (
    <Box data-testid="ai-footer" sx={{ display: 'grid', gap: 1 }}>
      {integrity && integrity.missing.length > 0 && (
        <Alert severity="warning" data-testid="integrity-warning">
          {t('The result lost parts of your text. Check before you use it:')}
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {integrity.missing.map((item, i) => (
              <li key={i}>
                {kindLabel(item.kind, t)}: <code>{item.value}</code>
              </li>
            ))}
          </Box>
        </Alert>
      )}
      {integrity && integrity.added.length > 0 && (
        <Alert severity="info">
          {t('The result adds items your text did not have; make sure they are real:')}
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {integrity.added.map((item, i) => (
              <li key={i}>
                {kindLabel(item.kind, t)}: <code>{item.value}</code>
              </li>
            ))}
          </Box>
        </Alert>
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
