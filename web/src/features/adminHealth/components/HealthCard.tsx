import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { HealthCardModel } from '../healthCards';
import { StateChip } from './StateChip';

/** One part of the server: its name and state, what was measured, and what the state means. */
export function HealthCard({ card }: { card: HealthCardModel }) {
  return (
    <Card
      data-testid={`health-${card.id}`}
      sx={{ minWidth: 0, borderTop: 3, borderColor: card.state === 'problem' ? 'error.main' : 'transparent' }}
    >
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
          <Typography variant="h6" component="h2">
            {card.title}
          </Typography>
          <StateChip state={card.state} />
        </Box>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: 0.75, columnGap: 2 }}
        >
          {card.rows.map((row) => (
            <Box key={row.label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="textSecondary">
                {row.label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {row.value}
              </Typography>
            </Box>
          ))}
        </Box>
        {card.note && (
          <Typography
            variant="body2"
            color={card.state === 'problem' ? 'error' : 'textSecondary'}
            sx={{ mt: 1.5 }}
            data-testid={`health-${card.id}-note`}
          >
            {card.note}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
