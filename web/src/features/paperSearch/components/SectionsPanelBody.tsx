import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import AccountTreeRounded from '@mui/icons-material/AccountTreeRounded';
import { SortStatus, type Section } from '@inkstone/shared/api/paperAgent';
import type { Step3State } from '../flowState';
import { SpecChineseText } from './SpecChineseText';

interface SectionsPanelBodyProps {
  step3: Step3State;
  paperCount: number;
  canGroup: boolean;
  onGroup: () => void;
  onOpenSection: (index: number) => void;
  onShowAll: () => void;
}

function SectionCard({
  section,
  index,
  isActive,
  onOpen,
}: {
  section: Section;
  index: number;
  isActive: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Card sx={{ borderColor: isActive ? 'primary.main' : undefined }} data-testid="section-card">
      <CardActionArea onClick={onOpen} sx={{ p: 2, height: '100%', display: 'block' }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mb: 0.75 }}>
          <Typography variant="subtitle2" color="primary">
            {index + 1}.
          </Typography>
          <Typography variant="subtitle1" sx={{ fontWeight: 600, flex: 1, lineHeight: 1.3 }} data-testid="section-name">
            {section.section_name}
          </Typography>
          <Chip size="small" label={t('{{n}} papers', { n: section.bibkey.length })} />
        </Box>
        <Typography
          variant="body2"
          color="textSecondary"
          sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {section.reason}
        </Typography>
      </CardActionArea>
    </Card>
  );
}

/** Panel 3: the themed sections (or the groups while they form), each opening its papers in the drawer. */
export function SectionsPanelBody(props: SectionsPanelBodyProps) {
  const { step3, paperCount, canGroup, onGroup, onOpenSection, onShowAll } = props;
  const { t } = useTranslation();
  const stage: Partial<Record<number, string>> = {
    [SortStatus.Connected]: t('Grouping papers by theme…'),
    [SortStatus.GroupPapers]: t('Drafting sections for each group…'),
    [SortStatus.InitSkeleton]: t('Merging the sections into one outline…'),
  };
  const sections = step3.mergedSkeleton;
  if (step3.currentStep === SortStatus.BeforeConnected) {
    return (
      <Box sx={{ pt: 1.5, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        {paperCount ? (
          <Typography variant="body2" color="textSecondary" sx={{ flex: 1 }}>
            {t('The kept papers are ready to be grouped into themed sections.')}
          </Typography>
        ) : (
          <SpecChineseText text={(lng) => t('No papers', { lng })} color="textSecondary" sx={{ flex: 1 }} />
        )}
        {canGroup && (
          <Button variant="contained" startIcon={<AccountTreeRounded />} onClick={onGroup}>
            {t('Group into sections')}
          </Button>
        )}
      </Box>
    );
  }
  return (
    <Box sx={{ pt: 1.5 }}>
      {sections.length === 0 && (
        <Box>
          {stage[step3.currentStep] ? (
            <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
              {stage[step3.currentStep]}
            </Typography>
          ) : (
            <SpecChineseText text={(lng) => t('No papers', { lng })} color="textSecondary" sx={{ mb: 1 }} />
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {step3.groupPapers.map((group) => (
              <Chip key={group.name} label={`${group.name} · ${group.bibkey.length}`} variant="outlined" />
            ))}
          </Box>
        </Box>
      )}
      {sections.length > 0 && (
        <>
          {/* The button follows the heading on the left: at the right edge the scroll-to-top button
              (bottom right, over the page) covered it whenever it scrolled into that corner. */}
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
            <Typography variant="subtitle2">{t('{{n}} sections', { n: sections.length })}</Typography>
            <Button size="small" onClick={onShowAll} data-testid="all-papers">
              {t('All papers')}
            </Button>
          </Box>
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            {sections.map((section, index) => (
              <SectionCard
                key={`${index}-${section.section_name}`}
                section={section}
                index={index}
                isActive={step3.activePanel === index}
                onOpen={() => onOpenSection(index)}
              />
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
