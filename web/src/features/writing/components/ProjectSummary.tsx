import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { WritingProjectDto } from '@inkstone/shared/api/writing';
import { useWritingLabels } from './useWritingLabels';

/** The project's topic and settings as a line of chips. */
export function ProjectSummary({ project }: { project: WritingProjectDto }) {
  const { t } = useTranslation();
  const labels = useWritingLabels();
  const { options } = project;
  const chips = [
    labels.kinds.find(([kind]) => kind === options.kind)?.[1],
    options.language === 'cn' ? '中文' : 'English',
    t('{{count}} words', { count: options.length }),
    labels.styles.find(([style]) => style === options.citationStyle)?.[1],
    t('{{count}} papers', { count: project.papers.length }),
  ];
  return (
    <Box>
      <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {project.topic}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
        {chips.map((label) => label && <Chip key={label} label={label} size="small" variant="outlined" />)}
      </Box>
    </Box>
  );
}
