import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReviewResult } from '@inkstone/shared/api/writing';
import { useWritingLabels } from './useWritingLabels';

/** Citations total / verified / flagged / removed, then each flagged sentence with why. */
export function CitationReportCard({ result }: { result: ReviewResult }) {
  const { t } = useTranslation();
  const { flagReasons } = useWritingLabels();
  const figures = [
    [t('Citations'), result.report.citationsTotal, 'text.primary'],
    [t('Verified'), result.report.verified, 'success.main'],
    [t('Flagged'), result.report.flagged, 'warning.main'],
    [t('Removed'), result.report.removed, 'error.main'],
  ] as const;
  return (
    <Stack spacing={2} data-testid="citation-report">
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 1 }}>
        {figures.map(([label, value, color]) => (
          <Box key={label} sx={{ textAlign: 'center', py: 1, borderRadius: 1, bgcolor: 'action.hover' }}>
            <Typography variant="h6" sx={{ color, lineHeight: 1.2 }}>
              {value}
            </Typography>
            <Typography variant="caption" color="textSecondary">
              {label}
            </Typography>
          </Box>
        ))}
      </Box>
      {result.flags.map((flag, index) => (
        <Box key={index} sx={{ pl: 1.5, borderLeft: 3, borderColor: 'warning.main' }}>
          <Typography variant="body2">{flag.sentence.replace(/\s*\[@[^\]]+\]/g, '')}</Typography>
          <Typography variant="caption" color="warning.dark">
            {flagReasons[flag.reason]}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}
