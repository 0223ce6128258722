import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import type { ResearchSessionSummary } from '@inkstone/shared/api/paperAgent';
import { AppPath } from '../../../routes/paths';
import { SessionStateChip } from './SessionStateChip';

interface HistoryTableProps {
  items: ResearchSessionSummary[];
  onDelete: (item: ResearchSessionSummary) => void;
}

/** Columns a phone leaves out, so the topic keeps room. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** The saved searches of one page: topic (links to the result), state, counts, date, delete. */
export function HistoryTable({ items, onDelete }: HistoryTableProps) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    // Narrower cell padding on a phone keeps the delete button in view on 360 px screens.
    <Table size="small" data-testid="history-table" sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}>
      {/* Short headings stay on one line: a narrow column broke "文献" into one character a line. */}
      <TableHead sx={{ '& th': { whiteSpace: 'nowrap' } }}>
        <TableRow>
          <TableCell>{t('Research topic')}</TableCell>
          <TableCell>{t('Status')}</TableCell>
          <TableCell align="right">{t('Papers')}</TableCell>
          <TableCell align="right" sx={WIDE_ONLY}>
            {t('Sections')}
          </TableCell>
          <TableCell sx={WIDE_ONLY}>{t('Date')}</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {items.length === 0 && (
          <TableRow>
            <TableCell colSpan={6} align="center" sx={{ py: 4 }}>
              <Typography color="textSecondary">{t('No data available')}</Typography>
            </TableCell>
          </TableRow>
        )}
        {items.map((item) => (
          <TableRow key={item.id} hover>
            <TableCell sx={{ minWidth: { xs: 140, sm: 160 }, maxWidth: 360 }}>
              <Link component={RouterLink} to={`${AppPath.paperSearchResult}/${item.id}`} sx={{ fontWeight: 600 }}>
                {item.topic}
              </Link>
            </TableCell>
            <TableCell>
              <SessionStateChip state={item.state} />
              {/* A run that used no answer of the model (none connected, or none readable) says so. */}
              {!item.usesAi && (
                <Chip
                  size="small"
                  variant="outlined"
                  label={t('Without AI')}
                  sx={{ ml: 0.5 }}
                  data-testid="without-ai"
                />
              )}
            </TableCell>
            <TableCell align="right">{item.paperCount}</TableCell>
            <TableCell align="right" sx={WIDE_ONLY}>
              {item.sectionCount}
            </TableCell>
            <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>{date.format(new Date(item.createdAt))}</TableCell>
            <TableCell align="right">
              <Tooltip title={t('Delete')}>
                <IconButton aria-label={t('Delete')} size="small" onClick={() => onDelete(item)}>
                  <DeleteOutlineRounded fontSize="small" />
                </IconButton>
              </Tooltip>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
