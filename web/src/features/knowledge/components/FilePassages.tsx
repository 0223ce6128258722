import { useTranslation } from 'react-i18next';
import type { FileDetailRes } from '@inkstone/shared/api/file';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { pageLabel } from '../pageLabel';

interface Props {
  pages: FileDetailRes[];
  hasMore: boolean;
  isLoadingMore: boolean;
  onMore: () => void;
  /** Opens the preview at a page; absent when the file has no preview. */
  onOpenPage?: (page: number) => void;
}

/** The passages a file was read into, in order, with their pages; more load on request. */
export function FilePassages({ pages, hasMore, isLoadingMore, onMore, onOpenPage }: Props) {
  const { t } = useTranslation();
  const passages = pages.flatMap((page) => page.passages);
  if (passages.length === 0) {
    return (
      <Typography color="textSecondary">
        {pages[0]?.file.status === 'ready'
          ? t('No text was read from this file.')
          : t('The passages appear once the file is read.')}
      </Typography>
    );
  }
  return (
    <Box>
      {passages.map((passage) => (
        <Box
          key={passage.seq}
          component="section"
          sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}
          data-testid="passage"
        >
          <Typography variant="caption" color="textSecondary" component="p" sx={{ mb: 0.5 }}>
            {onOpenPage ? (
              <Link component="button" variant="caption" onClick={() => onOpenPage(passage.pageFrom)}>
                {pageLabel(t, passage.pageFrom, passage.pageTo)}
              </Link>
            ) : (
              pageLabel(t, passage.pageFrom, passage.pageTo)
            )}
            {passage.section && ` · ${passage.section}`}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {passage.text}
          </Typography>
        </Box>
      ))}
      {hasMore && (
        <Box sx={{ textAlign: 'center', pt: 2 }}>
          <Button onClick={onMore} disabled={isLoadingMore}>
            {t('Show more passages')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
