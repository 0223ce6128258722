import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { IntegrityKind, IntegrityReport } from '@inkstone/shared/api/workflow';

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

interface IntegrityAlertProps {
  severity: 'warning' | 'info';
  title: string;
  items: IntegrityReport['missing'];
}

/** A list of what the integrity guard found, each item with its kind. */
export function IntegrityAlert({ severity, title, items }: IntegrityAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert severity={severity} data-testid={`integrity-${severity}`}>
      {title}
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {items.map((item, i) => (
          <li key={i}>
            {kindLabel(item.kind, t)}: <code>{item.value}</code>
          </li>
        ))}
      </Box>
    </Alert>
  );
}
