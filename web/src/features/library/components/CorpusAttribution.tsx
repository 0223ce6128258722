import { useTranslation } from 'react-i18next';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useCorpusStatus } from '../queries';

/** The built-in corpus's state and the attribution its licences require us to show. */
export function CorpusAttribution() {
  const { t } = useTranslation();
  const { data } = useCorpusStatus();
  if (!data) return null;
  return (
    <Typography
      component="div"
      variant="caption"
      color="text.secondary"
      sx={{ mt: 3 }}
      data-testid="corpus-attribution"
    >
      <div>
        {data.state === 'ready'
          ? t('Built-in corpus: {{n}} papers, searchable offline.', { n: data.papers })
          : t('Built-in corpus: loading ({{n}} papers so far).', { n: data.papers })}
      </div>
      {data.sets.map((set) => (
        <div key={set.source}>
          {set.attribution}{' '}
          <Link href={set.licenceUrl} target="_blank" rel="noopener noreferrer">
            {set.licence}
          </Link>
        </div>
      ))}
      <div>
        {t('Citation styles and locales from the Citation Style Language project')}{' '}
        <Link href="https://citationstyles.org/" target="_blank" rel="noopener noreferrer">
          (CC BY-SA 3.0)
        </Link>
      </div>
    </Typography>
  );
}
