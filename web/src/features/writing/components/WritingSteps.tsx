import { useTranslation } from 'react-i18next';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import type { WritingStep } from '../writingFlowReducer';

const ORDER: WritingStep[] = ['setup', 'outline', 'review'];

/** The three steps across the top, the current one highlighted. */
export function WritingSteps({ step }: { step: WritingStep }) {
  const { t } = useTranslation();
  const labels = [t('Topic and sources'), t('Outline'), t('Review')];
  return (
    <Stepper activeStep={ORDER.indexOf(step)} alternativeLabel sx={{ mb: 3 }}>
      {labels.map((label) => (
        <Step key={label}>
          <StepLabel>{label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
