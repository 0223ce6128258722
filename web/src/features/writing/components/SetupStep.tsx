import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { REVIEW_LENGTH } from '@inkstone/shared/api/writing';
import { initialSetup, outlineRequest, setupProblems, type SetupValues } from '../setupForm';
import type { WritingFlow } from '../useWritingFlow';
import { KnowledgeFilePicker } from '../../knowledge/components/KnowledgeFilePicker';
import { LibraryPaperPicker } from './LibraryPaperPicker';
import { ReviewTextField } from './ReviewTextField';
import { SelectField } from './SelectField';
import { SessionSelect } from './SessionSelect';
import { useWritingLabels } from './useWritingLabels';

/** Step 1: the topic, the kind of text, its language, length and style, and the papers it draws on. */
export function SetupStep({ flow }: { flow: WritingFlow }) {
  const { t, i18n } = useTranslation();
  const labels = useWritingLabels();
  const [values, setValues] = useState<SetupValues>(() => initialSetup(i18n.language));
  const [isTouched, setTouched] = useState(false);
  const problems = isTouched ? setupProblems(values) : [];
  const set = (patch: Partial<SetupValues>) => setValues((old) => ({ ...old, ...patch }));
  const submit = () => {
    setTouched(true);
    if (setupProblems(values).length === 0) flow.actions.generate(outlineRequest(values));
  };
  return (
    <Card
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Grid container spacing={2.5}>
          <Grid size={12}>
            <TextField
              fullWidth
              multiline
              minRows={2}
              label={t('Topic')}
              placeholder={t('e.g. Graph neural networks for drug discovery')}
              value={values.topic}
              onChange={(event) => set({ topic: event.target.value })}
              error={problems.includes('topic')}
              // No blank helper line held in reserve: it left uneven gaps between the fields.
              helperText={problems.includes('topic') ? t('Enter a topic of at least 2 characters') : undefined}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <SelectField
              label={t('Kind of text')}
              value={values.kind}
              options={labels.kinds}
              onChange={(kind) => set({ kind })}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <SelectField
              label={t('Language')}
              value={values.language}
              options={labels.languages}
              onChange={(language) => set({ language })}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <TextField
              fullWidth
              type="number"
              label={t('Length (words)')}
              value={values.length}
              onChange={(event) => set({ length: event.target.value })}
              error={problems.includes('length')}
              helperText={
                problems.includes('length')
                  ? t('Choose a length between {{min}} and {{max}} words', REVIEW_LENGTH)
                  : undefined
              }
              slotProps={{ htmlInput: { min: REVIEW_LENGTH.min, max: REVIEW_LENGTH.max, step: 500 } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <SelectField
              label={t('Citation style')}
              value={values.citationStyle}
              options={labels.styles}
              onChange={(citationStyle) => set({ citationStyle })}
            />
          </Grid>
          <Grid size={12}>
            <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
              {t('Sources')}
            </Typography>
            <Typography variant="body2" color={problems.includes('sources') ? 'error' : 'textSecondary'}>
              {problems.includes('sources')
                ? t('Pick a saved paper search, papers from your library or files from your knowledge base')
                : t(
                    'The text cites only these papers, and every citation is checked; your files are quoted with the page.',
                  )}
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <SessionSelect value={values.researchSessionId} onChange={(id) => set({ researchSessionId: id })} />
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <LibraryPaperPicker value={values.libraryBibkeys} onChange={(keys) => set({ libraryBibkeys: keys })} />
          </Grid>
          <Grid size={12}>
            <KnowledgeFilePicker value={values.knowledgeFileIds} onChange={(ids) => set({ knowledgeFileIds: ids })} />
          </Grid>
          <Grid size={12}>
            <ReviewTextField
              value={values.reviewText}
              hasError={problems.includes('reviewText')}
              onChange={(text) => set({ reviewText: text })}
            />
          </Grid>
          <Grid size={12} sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button
              type="submit"
              variant="contained"
              size="large"
              loading={flow.pending}
              startIcon={<AutoAwesomeRounded />}
            >
              {t('Generate outline')}
            </Button>
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
}
