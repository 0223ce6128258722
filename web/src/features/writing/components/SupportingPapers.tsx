import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import CloseRounded from '@mui/icons-material/CloseRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WritingPaper } from '@inkstone/shared/api/writing';
import { AppPath } from '../../../routes/paths';
import { authorLine } from '../../paperSearch/authorNames';
import { AssignPaperMenu } from './AssignPaperMenu';

interface Props {
  title: string;
  /** The project's topic: a search for more papers is about this part of it. */
  topic: string;
  bibkeys: readonly string[];
  /** The project's papers by key, in the set's order. */
  papers: ReadonlyMap<string, WritingPaper>;
  isThin: boolean;
  onAssign: (bibkey: string) => void;
  onUnassign: (bibkey: string) => void;
}

/** The papers behind a (sub)section, editable; a thin one invites a search for more on its title. */
export function SupportingPapers({ title, topic, bibkeys, papers, isThin, onAssign, onUnassign }: Props) {
  const { t } = useTranslation();
  const listed = bibkeys.flatMap((key) => papers.get(key) ?? []);
  const candidates = [...papers.values()].filter((paper) => !bibkeys.includes(paper.bibkey));
  // A new tab keeps this project (and unsaved edits) open; papers saved there are added back here.
  const searchHref = `${AppPath.paperSearch}?topic=${encodeURIComponent(`${title} — ${topic}`)}`;
  return (
    <Stack spacing={0.75} sx={{ mt: 1 }}>
      {listed.map((paper) => (
        <Box
          key={paper.bibkey}
          sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, pl: 1.25, borderLeft: 2, borderColor: 'divider' }}
        >
          <Typography variant="body2" color="textSecondary" sx={{ flex: 1, minWidth: 0 }}>
            {authorLine(paper.authors, 2)}
            {paper.year ? ` (${paper.year}). ` : '. '}
            <Typography component="span" variant="body2" color="textPrimary">
              {paper.title}
            </Typography>
          </Typography>
          <IconButton
            size="small"
            aria-label={`${t('Remove from this part')}: ${paper.title}`}
            onClick={() => onUnassign(paper.bibkey)}
            sx={{ mt: -0.5 }}
          >
            <CloseRounded fontSize="small" />
          </IconButton>
        </Box>
      ))}
      <AssignPaperMenu title={title} candidates={candidates} onAssign={onAssign} />
      {isThin && (
        <Alert
          severity="warning"
          variant="outlined"
          sx={{ py: 0, alignItems: 'center' }}
          action={
            <Button
              size="small"
              color="inherit"
              startIcon={<SearchRounded />}
              sx={{ whiteSpace: 'nowrap' }}
              component={RouterLink}
              to={searchHref}
              target="_blank"
              rel="noopener"
            >
              {t('Search more')}
            </Button>
          }
        >
          {t('Thin evidence: fewer than two papers support this part.')}
        </Alert>
      )}
    </Stack>
  );
}
