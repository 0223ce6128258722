import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import LibraryAddRounded from '@mui/icons-material/LibraryAddRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { WritingProjectDto } from '@inkstone/shared/api/writing';
import { unassignedBibkeys, type DraftSection } from '../outlineDraft';
import { AddPapersDialog } from './AddPapersDialog';

interface Props {
  project: WritingProjectDto;
  draft: readonly DraftSection[];
}

/** The project's paper set: its size, the papers no part uses yet, and "Add papers from your library". */
export function ProjectPapers({ project, draft }: Props) {
  const { t } = useTranslation();
  const [isAdding, setAdding] = useState(false);
  const byKey = new Map(project.papers.map((paper) => [paper.bibkey, paper]));
  const unassigned = unassignedBibkeys(
    draft,
    project.papers.map((paper) => paper.bibkey),
  ).flatMap((key) => byKey.get(key) ?? []);
  return (
    <Box data-testid="project-papers">
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600, flex: 1, minWidth: 200 }}>
          {t('Papers of this project: {{count}}', { count: project.papers.length })}
        </Typography>
        <Button variant="outlined" startIcon={<LibraryAddRounded />} onClick={() => setAdding(true)}>
          {t('Add papers from your library')}
        </Button>
      </Box>
      {unassigned.length > 0 && (
        <Box sx={{ mt: 1.5 }} data-testid="unassigned-papers">
          <Typography variant="body2" color="textSecondary">
            {t('Not in the outline yet. Assign them to a part with "Assign a paper":')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', mt: 1 }}>
            {unassigned.map((paper) => (
              <Chip key={paper.bibkey} size="small" label={paper.title} sx={{ maxWidth: 360 }} />
            ))}
          </Box>
        </Box>
      )}
      <AddPapersDialog project={project} isOpen={isAdding} onClose={() => setAdding(false)} />
    </Box>
  );
}
