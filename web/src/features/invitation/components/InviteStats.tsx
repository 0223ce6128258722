import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { SvgIconComponent } from '@mui/icons-material';
import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import GroupAddRounded from '@mui/icons-material/GroupAddRounded';

interface StatProps {
  icon: SvgIconComponent;
  label: string;
  value: number | undefined;
  testId: string;
}

function Stat({ icon: Icon, label, value, testId }: StatProps) {
  const { i18n } = useTranslation();
  return (
    <Card>
      {/* Two cards side by side on a phone: the icon goes above the number so the label keeps one line. */}
      <CardContent
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'flex-start', sm: 'center' },
          gap: { xs: 1, sm: 2 },
        }}
      >
        <Box
          sx={{
            width: 44,
            height: 44,
            borderRadius: 2,
            display: 'grid',
            placeItems: 'center',
            flexShrink: 0,
            color: 'primary.main',
            bgcolor: (theme) => alpha(theme.palette.primary.main, 0.1),
          }}
        >
          <Icon />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="p" data-testid={testId} sx={{ fontWeight: 700 }}>
            {value === undefined ? <Skeleton width={60} /> : new Intl.NumberFormat(i18n.language).format(value)}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {label}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}

interface InviteStatsProps {
  registered: number | undefined;
  wordsEarned: number | undefined;
}

/** What the code brought: accounts registered with it and words earned. */
export function InviteStats({ registered, wordsEarned }: InviteStatsProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr 1fr', lg: '1fr' } }}>
      <Stat icon={GroupAddRounded} label={t('Friends registered')} value={registered} testId="invitee-count" />
      <Stat icon={AutoAwesomeRounded} label={t('Words earned')} value={wordsEarned} testId="words-earned" />
    </Box>
  );
}
