import { useTranslation } from 'react-i18next';
import { alpha } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import FolderOpenRounded from '@mui/icons-material/FolderOpenRounded';
import type { AgentPaper } from '@inkstone/shared/api/paperAgent';
import { HighlightedSnippet } from '../../knowledge/components/HighlightedSnippet';

/**
 * "Your file · p. N" on a kept paper from the user's knowledge base, with the passage that matched
 * the topic (its words marked); or that no passage of the file matched it.
 */
export function OwnFilePassage({ paper }: { paper: AgentPaper }) {
  const { t } = useTranslation();
  const { passage } = paper;
  const place = !passage
    ? t('Your file · no passage matched the topic')
    : passage.pageTo > passage.pageFrom
      ? t('Your file · pp. {{from}}–{{to}}', { from: passage.pageFrom, to: passage.pageTo })
      : t('Your file · p. {{page}}', { page: passage.pageFrom });
  return (
    <Box data-testid="own-file-passage" sx={{ mt: 1 }}>
      <Chip
        size="small"
        color="primary"
        variant="outlined"
        icon={<FolderOpenRounded />}
        label={place}
        title={passage?.fileName}
      />
      {passage && (
        <Typography
          variant="body2"
          color="textSecondary"
          sx={{
            mt: 0.75,
            pl: 1.25,
            borderLeft: 3,
            borderColor: (theme) => alpha(theme.palette.primary.main, 0.4),
            overflowWrap: 'anywhere',
          }}
        >
          <HighlightedSnippet snippet={passage.snippet} />
        </Typography>
      )}
    </Box>
  );
}
