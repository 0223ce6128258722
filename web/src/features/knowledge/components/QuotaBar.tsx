import { useTranslation } from 'react-i18next';
import type { FileKind, FileLimitsDto } from '@inkstone/shared/api/file';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { formatBytes } from '../formatBytes';

/** Storage used of the quota, and the limits an upload must meet. */
export function QuotaBar({ limits }: { limits: FileLimitsDto }) {
  const { t, i18n } = useTranslation();
  const share = limits.quotaBytes > 0 ? Math.min(100, (limits.usedBytes / limits.quotaBytes) * 100) : 100;
  const kindName = (kind: FileKind) => (kind === 'txt' ? t('Plain text') : kindLabels[kind]);
  return (
    <Box data-testid="quota-bar">
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 0.75 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('Storage')}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {t('{{used}} of {{total}}', {
            used: formatBytes(limits.usedBytes, i18n.language),
            total: formatBytes(limits.quotaBytes, i18n.language),
          })}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={share}
        color={share >= 90 ? 'error' : share >= 75 ? 'warning' : 'primary'}
        aria-label={t('Storage used')}
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 1 }}>
        {t('Up to {{size}} per file', { size: formatBytes(limits.maxFileBytes, i18n.language) })}
      </Typography>
      <Typography variant="caption" color="textSecondary" component="p">
        {t('Allowed: {{kinds}}', { kinds: limits.kinds.map(kindName).join(', ') })}
      </Typography>
    </Box>
  );
}

// Format names are the same in every language; only "plain text" is translated.
const kindLabels: Record<Exclude<FileKind, 'txt'>, string> = {
  pdf: 'PDF',
  docx: 'Word (DOCX)',
  markdown: 'Markdown',
  html: 'HTML',
  latex: 'LaTeX',
  bibtex: 'BibTeX',
  ris: 'RIS',
  png: 'PNG',
  jpeg: 'JPEG',
};
