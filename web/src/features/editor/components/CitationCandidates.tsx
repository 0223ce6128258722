import { useTranslation } from 'react-i18next';
import type { PaperDto } from '@inkstone/shared/api/papers';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { authorLine } from '../../paperSearch/authorNames';

/** "Ashish Vaswani, Noam Shazeer, Niki Parmar et al. · 2017 · NeurIPS" */
const byline = (paper: PaperDto) => [authorLine(paper.authors, 3), paper.year, paper.venue].filter(Boolean).join(' · ');

interface Props {
  papers: readonly PaperDto[];
  isPicked: (paper: PaperDto) => boolean;
  onToggle: (paper: PaperDto) => void;
  empty: string;
}

/** References to pick from (the library's, or a search's), each toggled by click, Enter or Space. */
export function CitationCandidates({ papers, isPicked, onToggle, empty }: Props) {
  const { t } = useTranslation();
  if (papers.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
        {empty}
      </Typography>
    );
  return (
    <List dense aria-label={t('References to cite')} sx={{ maxHeight: 320, overflowY: 'auto' }}>
      {papers.map((paper) => (
        <ListItemButton key={paper.bibkey + paper.title} onClick={() => onToggle(paper)} selected={isPicked(paper)}>
          <ListItemIcon sx={{ minWidth: 36 }}>
            <Checkbox edge="start" size="small" checked={isPicked(paper)} tabIndex={-1} disableRipple />
          </ListItemIcon>
          <ListItemText
            primary={paper.title}
            secondary={byline(paper)}
            slotProps={{ primary: { sx: { fontWeight: 500 } }, secondary: { noWrap: true } }}
          />
        </ListItemButton>
      ))}
    </List>
  );
}
