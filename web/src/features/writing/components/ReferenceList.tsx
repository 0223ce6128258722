import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReferenceEntry } from '@inkstone/shared/api/writing';

/** The reference list in the chosen style: exactly the cited papers (built once the review is done). */
export function ReferenceList({ references, isRunning }: { references: ReferenceEntry[]; isRunning: boolean }) {
  const { t } = useTranslation();
  if (references.length === 0)
    return (
      <Typography variant="body2" color="textSecondary">
        {isRunning ? t('The reference list is built when the last section is written.') : t('No references.')}
      </Typography>
    );
  return (
    <Box component="ol" data-testid="reference-list" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {references.map((entry) => (
        <Typography
          component="li"
          variant="body2"
          key={entry.bibkey}
          // The style's own text already carries the number ("[1] …") for numbered styles.
          sx={{ py: 0.75, pl: 3, textIndent: -24, overflowWrap: 'anywhere' }}
        >
          {entry.text}
        </Typography>
      ))}
    </Box>
  );
}
