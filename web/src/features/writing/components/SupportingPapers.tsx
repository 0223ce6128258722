import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WritingPaper } from '@inkstone/shared/api/writing';
import { AppPath } from '../../../routes/paths';
import { authorLine } from '../../paperSearch/authorNames';

interface Props {
  title: string;
  bibkeys: readonly string[];
  papers: ReadonlyMap<string, WritingPaper>;
  isThin: boolean;
}

/** The papers behind a (sub)section; a thin one invites a search for more on its title. */
export function SupportingPapers({ title, bibkeys, papers, isThin }: Props) {
  const { t } = useTranslation();
  const listed = bibkeys.flatMap((key) => papers.get(key) ?? []);
  return (
    <Stack spacing={0.75} sx={{ mt: 1 }}>
      {listed.map((paper) => (
        <Typography
          key={paper.bibkey}
          variant="body2"
          color="textSecondary"
          sx={{ pl: 1.25, borderLeft: 2, borderColor: 'divider' }}
        >
          {authorLine(paper.authors, 2)}
          {paper.year ? ` (${paper.year}). ` : '. '}
          <Typography component="span" variant="body2" color="textPrimary">
            {paper.title}
          </Typography>
        </Typography>
      ))}
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
              to={`${AppPath.paperSearch}?topic=${encodeURIComponent(title)}`}
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
