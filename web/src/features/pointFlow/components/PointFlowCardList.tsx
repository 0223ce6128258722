import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { PointFlowItem } from '@inkstone/shared/api/pointFlow';
import { deltaColor, rowDetails, rowFormatter } from '../formatRow';
import { reasonLabel } from '../reasonLabel';

interface PointFlowCardListProps {
  items: PointFlowItem[];
}

/** The ledger rows as a list of small cards (phones), one row per entry. */
export function PointFlowCardList({ items }: PointFlowCardListProps) {
  const { t, i18n } = useTranslation();
  const format = rowFormatter(i18n.language);
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((item, index) => {
        const details = rowDetails(t, item);
        return (
          <Box component="li" key={item.id} data-testid="point-flow-row">
            {index > 0 && <Divider />}
            <Box sx={{ display: 'flex', gap: 2, px: 2, py: 1.5, alignItems: 'flex-start' }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 500 }}>{reasonLabel(t, item.reason)}</Typography>
                <Typography variant="body2" color="textSecondary">
                  {format.time(item.createdAt)}
                </Typography>
                {details && (
                  <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
                    {details}
                  </Typography>
                )}
              </Box>
              <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
                <Typography sx={{ color: deltaColor(item.delta), fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                  {format.delta(item.delta)}
                </Typography>
                <Typography variant="body2" color="textSecondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {t('Balance {{amount}}', { amount: format.balance(item.balanceAfter) })}
                </Typography>
              </Box>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
