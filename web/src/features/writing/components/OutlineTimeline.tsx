import { useMemo, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import type { WritingPaper } from '@inkstone/shared/api/writing';
import type { DraftSection } from '../outlineDraft';
import type { WritingFlowAction } from '../writingFlowReducer';
import { AddItemField } from './AddItemField';
import { OutlineItemCard } from './OutlineItemCard';

interface Props {
  draft: readonly DraftSection[];
  papers: readonly WritingPaper[];
  topic: string;
  dispatch: Dispatch<WritingFlowAction>;
}

/** The outline as a vertical timeline: a numbered dot per section, its subsections indented below. */
export function OutlineTimeline({ draft, papers, topic, dispatch }: Props) {
  const { t } = useTranslation();
  const byKey = useMemo(() => new Map(papers.map((paper) => [paper.bibkey, paper])), [papers]);
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={t('Outline')}>
      {draft.map((section, index) => (
        <Box component="li" key={section.key} sx={{ display: 'flex', gap: { xs: 1.5, sm: 2 } }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', flexShrink: 0 }}>
            <Box
              sx={{
                width: 14,
                height: 14,
                mt: 1,
                borderRadius: '50%',
                border: 3,
                borderColor: section.isThin ? 'warning.main' : 'primary.main',
                bgcolor: 'background.paper',
              }}
            />
            <Box sx={{ flex: 1, width: 2, bgcolor: 'divider', my: 0.5 }} />
          </Box>
          <Box sx={{ flex: 1, minWidth: 0, pb: 3 }}>
            <OutlineItemCard
              item={section}
              number={String(index + 1)}
              path={{ section: index }}
              isFirst={index === 0}
              isLast={index === draft.length - 1}
              canRemove={draft.length > 1}
              papers={byKey}
              topic={topic}
              dispatch={dispatch}
            />
            <Box component="ol" sx={{ listStyle: 'none', m: 0, mt: 1.5, p: 0, pl: { xs: 1, sm: 2 } }}>
              {section.subsections.map((sub, subIndex) => (
                <Box
                  component="li"
                  key={sub.key}
                  sx={{ pl: 2, py: 1, borderLeft: 2, borderColor: sub.isThin ? 'warning.light' : 'primary.light' }}
                >
                  <OutlineItemCard
                    item={sub}
                    number={`${index + 1}.${subIndex + 1}`}
                    path={{ section: index, sub: subIndex }}
                    isFirst={subIndex === 0}
                    isLast={subIndex === section.subsections.length - 1}
                    canRemove
                    papers={byKey}
                    topic={topic}
                    dispatch={dispatch}
                  />
                </Box>
              ))}
            </Box>
            <AddItemField
              label={t('Add a subsection to {{number}}', { number: index + 1 })}
              onAdd={(title) => dispatch({ type: 'addSubsection', section: index, title })}
              isCompact
            />
          </Box>
        </Box>
      ))}
      <Box component="li" sx={{ pl: { xs: 3.5, sm: 4 } }}>
        <AddItemField label={t('Add a section')} onAdd={(title) => dispatch({ type: 'addSection', title })} />
      </Box>
    </Box>
  );
}
