import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../components/PageHeader';
import { TOOLS } from '../components/layout/tools';
import { RecentTextsCard } from '../features/home/components/RecentTextsCard';
import { ToolCard } from '../features/home/components/ToolCard';
import { WordsLeftCard } from '../features/home/components/WordsLeftCard';
import { greetingFor, greetingName } from '../features/home/greeting';
import { useWordsLeft } from '../features/user/queries';
import { useStore } from '../hooks/useStore';
import { userStore } from '../lib/userStore';

/** /apps/home: greeting, word balance, recent texts and every tool (spec §2). */
export function HomePage() {
  const { t, i18n } = useTranslation();
  const { nickname, email, lastLoginTime } = useStore(userStore);
  const wordsLeft = useWordsLeft();
  const lastLogin = lastLoginTime
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(lastLoginTime),
      )
    : undefined;

  return (
    <>
      <PageHeader
        title={greetingFor(new Date().getHours(), greetingName(nickname, email), t)}
        subtitle={lastLogin ? t('Last signed in {{time}}', { time: lastLogin }) : t('Welcome to Inkstone.')}
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' } }}>
        <WordsLeftCard wordsLeft={wordsLeft} />
        <RecentTextsCard />
      </Box>
      <Typography variant="h6" component="h2" sx={{ mt: 5, mb: 2 }}>
        {t('Tools')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' } }}>
        {TOOLS.map((tool) => (
          <ToolCard key={tool.path} tool={tool} />
        ))}
      </Box>
    </>
  );
}
