import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SearchStatus, type AgentPaper } from '@inkstone/shared/api/paperAgent';
import type { Step2State } from '../flowState';
import { KnowledgeFilesNote } from './KnowledgeFilesNote';
import { isOwnFile } from '../ownFile';
import { PaperCard } from './PaperCard';
import { SourceStatusChips } from './SourceStatusChips';
import { SpecChineseText } from './SpecChineseText';

/** Papers listed in the panel itself; the drawer lists them all. */
const PREVIEW_COUNT = 5;

// The user's own files first, so a kept file is seen without opening the full list.
const previewOf = (papers: AgentPaper[]) =>
  [...papers.filter(isOwnFile), ...papers.filter((paper) => !isOwnFile(paper))].slice(0, PREVIEW_COUNT);

interface SearchPanelBodyProps {
  step2: Step2State;
  papers: AgentPaper[];
  /** The run was stopped: the papers it had found are listed even though the search did not finish. */
  isStopped?: boolean;
  onShowAll: () => void;
}

function Meter({ label, done, total }: { label: string; done: number; total: number }) {
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={total ? (done / total) * 100 : 0}
        sx={{ height: 6, borderRadius: 3 }}
      />
    </Box>
  );
}

// The filter never claims judgements the model did not make: candidates it could not judge were
// ranked by search score, and the label says so.
function filterLabel(t: TFunction, filter: NonNullable<Step2State['filter']>): string {
  const { judged, total, kept, byAi = judged } = filter;
  if (byAi >= judged) return t('Judged {{judged}} of {{total}} for relevance; kept {{kept}}', filter);
  if (byAi === 0) {
    return t('Ranked {{judged}} of {{total}} by search score (not judged by AI); kept {{kept}}', filter);
  }
  return t('Judged {{byAi}} of {{total}} for relevance by AI, ranked {{ranked}} by search score; kept {{kept}}', {
    byAi,
    total,
    ranked: judged - byAi,
    kept,
  });
}

/** Panel 2: the queries, the candidates per source, filtering and translation, then the kept papers. */
export function SearchPanelBody({ step2, papers, isStopped = false, onShowAll }: SearchPanelBodyProps) {
  const { t } = useTranslation();
  const isFinished = step2.currentStep >= SearchStatus.Finished;
  const isStoppedEarly = isStopped && !isFinished;
  return (
    <Stack spacing={2.25} sx={{ pt: 1.5 }}>
      {step2.expandQueriesResult.length > 0 && (
        <Box>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
            {t('Search queries')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} data-testid="queries">
            {step2.expandQueriesResult.map((query) => (
              <Chip key={query} label={query} variant="outlined" color="primary" size="small" />
            ))}
          </Box>
        </Box>
      )}
      {step2.currentStep >= SearchStatus.SearchSemantic && (
        <Box>
          <Typography variant="body2" sx={{ mb: 1 }} data-testid="candidates">
            {t('{{n}} candidate papers found', { n: step2.searchSemanticLength })}
            {step2.citationExpanded > 0 && ` · ${t('{{n}} through citations', { n: step2.citationExpanded })}`}
            {step2.knowledgeFiles.length > 0 &&
              ` · ${t('{{n}} of your files included', { n: step2.knowledgeFiles.length })}`}
          </Typography>
          <SourceStatusChips sources={step2.sources} />
        </Box>
      )}
      {step2.filter && (
        <Meter label={filterLabel(t, step2.filter)} done={step2.filter.judged} total={step2.filter.total} />
      )}
      {step2.translate && step2.translate.total > 0 && (
        <Meter
          label={t('Translated {{translated}} of {{total}}', step2.translate)}
          done={step2.translate.translated}
          total={step2.translate.total}
        />
      )}
      {(isFinished || (isStoppedEarly && papers.length > 0)) && (
        <Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
            {papers.length === 0 ? (
              <SpecChineseText text={(lng) => t('No papers', { lng })} variant="subtitle2" testId="kept-count" />
            ) : (
              // The button follows on the left, out of the scroll-to-top button's corner (bottom right).
              <Typography variant="subtitle2" data-testid="kept-count">
                {isStoppedEarly
                  ? t('Stopped early: {{n}} papers found so far', { n: papers.length })
                  : t('{{n}} relevant papers kept', { n: papers.length })}
              </Typography>
            )}
            {papers.length > 0 && (
              <Button size="small" onClick={onShowAll}>
                {t('View all')}
              </Button>
            )}
          </Box>
          <KnowledgeFilesNote files={step2.knowledgeFiles} papers={papers} />
          <Stack spacing={1.5}>
            {previewOf(papers).map((paper) => (
              <PaperCard key={paper.bibkey} paper={paper} />
            ))}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
