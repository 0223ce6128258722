import { useTranslation } from 'react-i18next';
import type { PassageHitDto } from '@inkstone/shared/api/file';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useFileActions } from '../FileActionsContext';
import { pageLabel } from '../pageLabel';
import { HighlightedSnippet } from './HighlightedSnippet';

/** Passages found in the files, each opening its file at its page; numbered when an answer cites them. */
export function PassageHitList({ hits, isNumbered = false }: { hits: PassageHitDto[]; isNumbered?: boolean }) {
  const { t } = useTranslation();
  const actions = useFileActions();
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {hits.map((hit, index) => (
        <Box component="li" key={`${hit.fileId}-${hit.seq}`} id={isNumbered ? `passage-${index + 1}` : undefined}>
          <ButtonBase
            onClick={() => actions.openFile(hit.fileId, hit.pageFrom)}
            data-testid="passage-hit"
            sx={{
              display: 'flex',
              alignItems: 'flex-start',
              gap: 1.5,
              width: '100%',
              textAlign: 'left',
              p: 1.25,
              borderRadius: 1,
              '&:hover': { bgcolor: 'action.hover' },
            }}
          >
            {isNumbered && (
              <Typography variant="body2" color="primary" sx={{ fontWeight: 700, minWidth: 24 }}>
                [{index + 1}]
              </Typography>
            )}
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap title={hit.fileName}>
                {hit.fileName}
              </Typography>
              <Typography variant="caption" color="textSecondary" component="p">
                {pageLabel(t, hit.pageFrom, hit.pageTo)}
                {hit.section && ` · ${hit.section}`}
              </Typography>
              <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                <HighlightedSnippet snippet={hit.snippet} />
              </Typography>
            </Box>
          </ButtonBase>
        </Box>
      ))}
    </Box>
  );
}
