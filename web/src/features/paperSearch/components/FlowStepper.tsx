import { useTranslation } from 'react-i18next';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import type { FlowStep } from '../flowState';

interface FlowStepperProps {
  step: FlowStep;
  isFinished: boolean;
}

/** The three numbered steps of spec §2, the current one highlighted. */
export function FlowStepper({ step, isFinished }: FlowStepperProps) {
  const { t } = useTranslation();
  const labels = [t('Describe your topic'), t('Search the literature'), t('Group into sections')];
  return (
    <Stepper activeStep={isFinished ? 3 : step - 1} alternativeLabel sx={{ mb: 3 }} data-testid="flow-stepper">
      {labels.map((label, index) => (
        <Step key={label} data-active={index === step - 1 ? 'true' : 'false'}>
          <StepLabel>{label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
