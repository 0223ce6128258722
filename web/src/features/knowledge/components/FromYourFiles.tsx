import { useTranslation } from 'react-i18next';
import type { PassageHitDto } from '@inkstone/shared/api/file';
import { alpha } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import FolderOpenRounded from '@mui/icons-material/FolderOpenRounded';
import { filePageHref } from '../filePageHref';
import { pageLabel } from '../pageLabel';
import { HighlightedSnippet } from './HighlightedSnippet';

/**
 * "From your files": passages of the user's own files that a literature search also found, each
 * with its file, page and marked words, opening the file at that page in a new tab (the search is
 * usually made from a note that should stay open).
 */
export function FromYourFiles({ hits }: { hits: readonly PassageHitDto[] }) {
  const { t } = useTranslation();
  if (hits.length === 0) return null;
  return (
    <Box
      component="section"
      aria-label={t('From your files')}
      data-testid="from-your-files"
      sx={{ mt: 1.5, p: 1, borderRadius: 1, bgcolor: (theme) => alpha(theme.palette.primary.main, 0.04) }}
    >
      <Typography
        variant="overline"
        color="primary"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5, lineHeight: 1.5, px: 0.5 }}
      >
        <FolderOpenRounded fontSize="inherit" />
        {t('From your files')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {hits.map((hit) => (
          <Box component="li" key={`${hit.fileId}-${hit.seq}`}>
            <Link
              href={filePageHref(hit.fileId, hit.pageFrom)}
              target="_blank"
              rel="noopener"
              underline="none"
              color="inherit"
              title={t('Open {{name}} at {{page}}', {
                name: hit.fileName,
                page: pageLabel(t, hit.pageFrom, hit.pageTo),
              })}
              sx={{ display: 'block', px: 0.5, py: 0.5, borderRadius: 1, '&:hover': { bgcolor: 'action.hover' } }}
            >
              <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
                {hit.fileName}
              </Typography>
              <Typography variant="caption" component="span" color="textSecondary">
                {` · ${pageLabel(t, hit.pageFrom, hit.pageTo)}`}
              </Typography>
              <Typography
                variant="body2"
                color="textSecondary"
                sx={{
                  overflowWrap: 'anywhere',
                  display: '-webkit-box',
                  WebkitLineClamp: 2,
                  WebkitBoxOrient: 'vertical',
                  overflow: 'hidden',
                }}
              >
                <HighlightedSnippet snippet={hit.snippet} />
              </Typography>
            </Link>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
