import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import PostAddRounded from '@mui/icons-material/PostAddRounded';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { WritingPaper } from '@inkstone/shared/api/writing';
import { authorLine } from '../../paperSearch/authorNames';

interface Props {
  /** The (sub)section's title, for the button's accessible name. */
  title: string;
  /** Papers of the project this (sub)section does not list yet. */
  candidates: readonly WritingPaper[];
  onAssign: (bibkey: string) => void;
}

/** "Assign a paper": picks one of the project's papers to support this (sub)section. */
export function AssignPaperMenu({ title, candidates, onAssign }: Props) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (candidates.length === 0) return null;
  return (
    <>
      <Button
        size="small"
        color="inherit"
        startIcon={<PostAddRounded />}
        aria-label={`${t('Assign a paper')}: ${title}`}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ alignSelf: 'flex-start', color: 'text.secondary' }}
      >
        {t('Assign a paper')}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {candidates.map((paper) => (
          <MenuItem
            key={paper.bibkey}
            sx={{ maxWidth: 560, whiteSpace: 'normal' }}
            onClick={() => {
              onAssign(paper.bibkey);
              setAnchor(null);
            }}
          >
            <ListItemText
              primary={paper.title}
              secondary={`${authorLine(paper.authors, 2)}${paper.year ? ` (${paper.year})` : ''}`}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
