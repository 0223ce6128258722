import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { AiOperation } from '@inkstone/shared/api/profile';
import { operationLabel } from '../operationLabel';

interface RecentOperationsListProps {
  operations: AiOperation[] | undefined;
}

/** The newest AI operations: the tool, when, and the words charged. */
export function RecentOperationsList({ operations }: RecentOperationsListProps) {
  const { t, i18n } = useTranslation();
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const number = new Intl.NumberFormat(i18n.language);
  if (!operations) return <Skeleton height={48} />;
  if (operations.length === 0)
    return (
      <Typography color="textSecondary" sx={{ py: 1 }}>
        {t('No AI operations yet. Polish, expand or search papers, and they will show here.')}
      </Typography>
    );
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {operations.map((op, index) => (
        <Box component="li" key={op.id} data-testid="ai-operation">
          {index > 0 && <Divider />}
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1.25 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 500 }}>{operationLabel(t, op.tool)}</Typography>
              <Typography variant="body2" color="textSecondary">
                {dateTime.format(new Date(op.createdAt))}
              </Typography>
            </Box>
            <Typography sx={{ flexShrink: 0, fontWeight: 600 }}>
              {t('−{{words}} words', { words: number.format(op.words) })}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
