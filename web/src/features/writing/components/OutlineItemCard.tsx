import { useState, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { WritingPaper } from '@inkstone/shared/api/writing';
import type { DraftItem, ItemPath } from '../outlineDraft';
import type { WritingFlowAction } from '../writingFlowReducer';
import { SupportingPapers } from './SupportingPapers';
import { TitleEditor } from './TitleEditor';

interface Props {
  item: DraftItem;
  /** "2" for a section, "2.1" for a subsection. */
  number: string;
  path: ItemPath;
  isFirst: boolean;
  isLast: boolean;
  canRemove: boolean;
  papers: ReadonlyMap<string, WritingPaper>;
  /** The project's topic (a search for more papers is about this part of it). */
  topic: string;
  dispatch: Dispatch<WritingFlowAction>;
}

/** One (sub)section of the outline: its title (editable), why, papers, and move/delete buttons. */
export function OutlineItemCard({ item, number, path, isFirst, isLast, canRemove, papers, topic, dispatch }: Props) {
  const { t } = useTranslation();
  const [isEditing, setEditing] = useState(false);
  const isSection = path.sub === undefined;
  const button = (label: string, icon: React.ReactNode, onClick: () => void, disabled = false) => (
    <Tooltip title={label}>
      <span>
        <IconButton size="small" aria-label={`${label}: ${item.title}`} disabled={disabled} onClick={onClick}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  return (
    <Box data-testid="outline-item" sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
        {isEditing ? (
          <TitleEditor
            initial={item.title}
            label={t('Title of {{number}}', { number })}
            onCancel={() => setEditing(false)}
            onSave={(title) => {
              dispatch({ type: 'rename', path, title });
              setEditing(false);
            }}
          />
        ) : (
          <Typography
            variant={isSection ? 'h6' : 'subtitle1'}
            sx={{ flex: 1, minWidth: 200, fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            <Box component="span" sx={{ color: 'primary.main', mr: 1 }}>
              {number}
            </Box>
            {item.title}
          </Typography>
        )}
        {!isEditing && (
          <Box sx={{ display: 'flex', ml: 'auto' }}>
            {button(t('Rename'), <EditRounded fontSize="small" />, () => setEditing(true))}
            {button(
              t('Move up'),
              <ArrowUpwardRounded fontSize="small" />,
              () => dispatch({ type: 'move', path, delta: -1 }),
              isFirst,
            )}
            {button(
              t('Move down'),
              <ArrowDownwardRounded fontSize="small" />,
              () => dispatch({ type: 'move', path, delta: 1 }),
              isLast,
            )}
            {button(
              t('Delete'),
              <DeleteOutlineRounded fontSize="small" />,
              () => dispatch({ type: 'remove', path }),
              !canRemove,
            )}
          </Box>
        )}
      </Box>
      {item.why && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {item.why}
        </Typography>
      )}
      <SupportingPapers
        title={item.title}
        topic={topic}
        bibkeys={item.bibkeys}
        papers={papers}
        isThin={item.isThin}
        onAssign={(bibkey) => dispatch({ type: 'assignPaper', path, bibkey })}
        onUnassign={(bibkey) => dispatch({ type: 'unassignPaper', path, bibkey })}
      />
    </Box>
  );
}
