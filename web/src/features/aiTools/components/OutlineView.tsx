import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { splitNumberedItems } from '@inkstone/shared/numberedItems';

interface Props {
  answer: string;
  /** Chunks that were not valid stream JSON (spec §8: appended as raw text). */
  rawChunks: string[];
}

/** spec §2 "outline render": outline suggestions split at their [n] markers as they stream. */
export function OutlineView({ answer, rawChunks }: Props) {
  const { t } = useTranslation();
  const items = splitNumberedItems(answer);
  return (
    <Box data-testid="ai-outline">
      <Typography variant="overline" color="textSecondary">
        {t('Outline ideas')}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.75 }}>
        {items.map((item, index) => (
          <Typography component="li" variant="body2" key={index} sx={{ whiteSpace: 'pre-wrap' }}>
            {item}
          </Typography>
        ))}
      </Box>
      {rawChunks.length > 0 && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
          {rawChunks.join('')}
        </Typography>
      )}
    </Box>
  );
}
