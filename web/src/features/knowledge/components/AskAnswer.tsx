import { useTranslation } from 'react-i18next';
import type { AskFilesRes } from '@inkstone/shared/api/file';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useFileActions } from '../FileActionsContext';
import { pageLabel } from '../pageLabel';
import { answerParts } from '../passageText';
import { PassageHitList } from './PassageHitList';

/**
 * The answer with its [n] citations linked to the passages (file and page); or, when no answer was
 * written, the ranked passages under a label that says why — never presented as an answer.
 */
export function AskAnswer({ result }: { result: AskFilesRes }) {
  const { t } = useTranslation();
  const actions = useFileActions();
  const { answer, passages } = result;
  if (answer === null) {
    const reason =
      result.withoutModel === 'no_passages'
        ? t('Nothing in your files answers this question.')
        : result.withoutModel === 'failed'
          ? t('The AI model could not answer: the most relevant passages are shown instead.')
          : t('No AI model is configured: the most relevant passages are shown instead.');
    return (
      <Box data-testid="ask-passages">
        <Alert severity={result.withoutModel === 'failed' ? 'warning' : 'info'} sx={{ mb: 1 }}>
          {reason}
        </Alert>
        <PassageHitList hits={passages} />
      </Box>
    );
  }
  return (
    <Box>
      <Typography
        variant="body1"
        component="div"
        data-testid="ask-answer"
        sx={{ whiteSpace: 'pre-line', lineHeight: 1.75, p: 1.5, bgcolor: 'background.default', borderRadius: 1 }}
      >
        {answerParts(answer, passages.length).map((part, index) => {
          if (part.kind === 'text') return part.text;
          // answerParts only keeps markers that name a passage.
          const hit = passages[part.n - 1]!;
          const where = `${hit.fileName}, ${pageLabel(t, hit.pageFrom, hit.pageTo)}`;
          return (
            <Tooltip key={index} title={where}>
              <Link
                component="button"
                aria-label={t('Passage {{n}}: {{where}}', { n: part.n, where })}
                onClick={() => actions.openFile(hit.fileId, hit.pageFrom)}
                sx={{ verticalAlign: 'super', fontSize: '0.75em', fontWeight: 700, mx: 0.25 }}
              >
                [{part.n}]
              </Link>
            </Tooltip>
          );
        })}
      </Typography>
      <Typography variant="overline" color="textSecondary" component="h3" sx={{ display: 'block', mt: 1.5 }}>
        {t('Sources')}
      </Typography>
      <PassageHitList hits={passages} isNumbered />
    </Box>
  );
}
