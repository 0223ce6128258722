import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { AppPath } from '../../../routes/paths';
import { SessionStateChip } from '../../paperSearch/components/SessionStateChip';
import { useSearchHistory } from '../../paperSearch/queries';

const SHOWN = 10;

/** The newest saved paper searches, each linking to its result, and a link to all of them. */
export function SavedSearchesCard() {
  const { t, i18n } = useTranslation();
  const history = useSearchHistory(1, SHOWN);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const items = history.data?.items;
  return (
    <Card>
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2, pb: 1 }}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="h6" component="h2">
            {t('Saved searches')}
          </Typography>
          {!!history.data?.total && (
            <Typography variant="body2" color="textSecondary">
              {t('Total: {{count}}', { count: history.data.total })}
            </Typography>
          )}
        </Box>
        {!!history.data?.total && (
          <Button component={RouterLink} to={AppPath.paperSearchResult} sx={{ flexShrink: 0 }}>
            {t('See all')}
          </Button>
        )}
      </CardContent>
      {!items && (
        <CardContent>
          <Skeleton height={48} />
        </CardContent>
      )}
      {items?.length === 0 && (
        <CardContent sx={{ pt: 0 }}>
          <Typography color="textSecondary">{t('No saved searches yet.')}</Typography>
          <Button component={RouterLink} to={AppPath.paperSearch} variant="outlined" sx={{ mt: 2 }}>
            {t('Search papers')}
          </Button>
        </CardContent>
      )}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items?.map((item) => (
          <Box component="li" key={item.id} data-testid="saved-search">
            <Divider />
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 2.5, py: 1.5 }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Link
                  component={RouterLink}
                  to={`${AppPath.paperSearchResult}/${item.id}`}
                  sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                >
                  {item.topic}
                </Link>
                <Typography variant="body2" color="textSecondary">
                  {date.format(new Date(item.createdAt))} · {t('{{count}} papers', { count: item.paperCount })}
                </Typography>
              </Box>
              <Box sx={{ flexShrink: 0 }}>
                <SessionStateChip state={item.state} />
              </Box>
            </Box>
          </Box>
        ))}
      </Box>
    </Card>
  );
}
