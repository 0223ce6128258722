import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Collapse from '@mui/material/Collapse';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import TravelExploreRounded from '@mui/icons-material/TravelExploreRounded';
import TuneRounded from '@mui/icons-material/TuneRounded';
import type { AgentSearchReq } from '@inkstone/shared/api/paperAgent';
import { languageOf } from '../../../lib/language';
import { KnowledgeFilePicker } from '../../knowledge/components/KnowledgeFilePicker';
import { useWordsLeft } from '../../user/queries';
import { useSearchPrice } from '../queries';
import { defaultSearchOptions, searchRequestOf } from '../searchForm';
import { SearchOptionsFields } from './SearchOptionsFields';

interface TopicFormProps {
  initialTopic: string;
  onStart: (request: AgentSearchReq) => void;
}

/** Step 1: the topic in the user's own words, the search limits, the price, and the start button. */
export function TopicForm({ initialTopic, onStart }: TopicFormProps) {
  const { t, i18n } = useTranslation();
  const wordsLeft = useWordsLeft();
  const [topic, setTopic] = useState(initialTopic);
  const [options, setOptions] = useState(defaultSearchOptions);
  const [fileIds, setFileIds] = useState<string[]>([]);
  const [isOptionsOpen, setOptionsOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const price = useSearchPrice().data;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Translations go to the language the interface is shown in.
    const result = searchRequestOf(topic, options, languageOf(i18n.language), fileIds);
    setError(result.error);
    if (result.request) onStart(result.request);
  };

  return (
    <Card component="form" onSubmit={handleSubmit} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 0.5 }}>
        {t('What are you researching?')}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {t('Describe the topic in Chinese or English; the agent finds papers and groups them by theme.')}
      </Typography>
      <TextField
        label={t('Research topic')}
        placeholder={t('e.g. low-resource neural machine translation')}
        value={topic}
        onChange={(event) => setTopic(event.target.value)}
        multiline
        minRows={3}
        fullWidth
        autoFocus
        slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'topic-input' } }}
      />
      <Box sx={{ mt: 2 }} data-testid="knowledge-files-field">
        <KnowledgeFilePicker value={fileIds} onChange={setFileIds} label={t('Knowledge-base files (optional)')} />
      </Box>
      <Button
        startIcon={<TuneRounded />}
        onClick={() => setOptionsOpen((open) => !open)}
        aria-expanded={isOptionsOpen}
        sx={{ mt: 1.5, ml: -1 }}
      >
        {t('Search options')}
      </Button>
      <Collapse in={isOptionsOpen}>
        <Box sx={{ pt: 1.5, pb: 1 }}>
          <SearchOptionsFields value={options} onChange={setOptions} isDisabled={false} />
        </Box>
      </Collapse>
      {error && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mt: 2.5 }}>
        <Typography variant="body2" color="textSecondary" sx={{ flex: 1, minWidth: 220 }} data-testid="search-cost">
          {!price
            ? t('A search with AI costs a fixed number of words, refunded if it fails. Searches without AI are free.')
            : price.usesAi
              ? t('A search with AI costs {{cost}} words (you have {{left}}), refunded if it fails.', {
                  cost: price.wordsCost,
                  left: wordsLeft,
                })
              : t('No AI model is connected: the search runs without AI and is free.')}
        </Typography>
        <Button type="submit" variant="contained" size="large" startIcon={<TravelExploreRounded />}>
          {t('Start searching')}
        </Button>
      </Box>
    </Card>
  );
}
