import { useTranslation } from 'react-i18next';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { USAGE_PERIODS, type UsagePeriod } from '@inkstone/shared/api/profile';

interface PeriodToggleProps {
  value: UsagePeriod;
  onChange: (days: UsagePeriod) => void;
}

/** 7 / 30 / 90 days, for the usage charts. */
export function PeriodToggle({ value, onChange }: PeriodToggleProps) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      aria-label={t('Period')}
      onChange={(_event, days: UsagePeriod | null) => days && onChange(days)}
    >
      {USAGE_PERIODS.map((days) => (
        <ToggleButton key={days} value={days} sx={{ px: 1.5 }}>
          {t('{{days}} days', { days })}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
