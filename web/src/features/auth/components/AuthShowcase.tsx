import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AutoFixHighRounded from '@mui/icons-material/AutoFixHighRounded';
import HistoryEduRounded from '@mui/icons-material/HistoryEduRounded';
import ManageSearchRounded from '@mui/icons-material/ManageSearchRounded';
import { Logo } from '../../../components/Logo';
import { AppPath } from '../../../routes/paths';

/** The product panel beside the sign-in forms on wide screens. */
export function AuthShowcase() {
  const { t } = useTranslation();
  const points = [
    { icon: AutoFixHighRounded, text: t('Polish, expand and refine your drafts in an academic voice') },
    { icon: ManageSearchRounded, text: t('Let an AI agent search the literature and group papers by theme') },
    { icon: HistoryEduRounded, text: t('Turn a topic into an outline and a literature review') },
  ];
  return (
    <Box
      sx={{
        display: { xs: 'none', md: 'flex' },
        flexDirection: 'column',
        justifyContent: 'space-between',
        p: 5,
        color: '#fff',
        background: 'linear-gradient(150deg, #7D80FF 0%, #696CFF 45%, #4F52E0 100%)',
        position: 'relative',
        overflow: 'hidden',
      }}
    >
      <Box
        component={RouterLink}
        to={AppPath.welcome}
        sx={{
          color: 'inherit',
          textDecoration: 'none',
          alignSelf: 'flex-start',
          '& rect': { fill: 'rgba(255,255,255,0.18)' },
        }}
      >
        <Logo size={34} />
      </Box>
      <Box sx={{ maxWidth: 440 }}>
        <Typography variant="h3" component="p" sx={{ fontSize: { md: 34, lg: 40 }, lineHeight: 1.15 }}>
          {t('Research writing, with an AI at your side.')}
        </Typography>
        <Stack spacing={2.25} sx={{ mt: 4 }}>
          {points.map(({ icon: Icon, text }) => (
            <Box key={text} sx={{ display: 'flex', gap: 1.75, alignItems: 'center' }}>
              <Box
                sx={{
                  width: 40,
                  height: 40,
                  borderRadius: 2.5,
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'rgba(255,255,255,0.16)',
                  flexShrink: 0,
                }}
              >
                <Icon fontSize="small" />
              </Box>
              <Typography sx={{ opacity: 0.92 }}>{text}</Typography>
            </Box>
          ))}
        </Stack>
      </Box>
      <Typography variant="body2" sx={{ opacity: 0.7 }}>
        {t('Made for researchers, students and anyone who writes with sources.')}
      </Typography>
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          width: 420,
          height: 420,
          borderRadius: '50%',
          right: -160,
          top: -140,
          bgcolor: 'rgba(255,255,255,0.07)',
          pointerEvents: 'none',
        }}
      />
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          width: 300,
          height: 300,
          borderRadius: '50%',
          left: -120,
          bottom: -120,
          bgcolor: 'rgba(255,255,255,0.06)',
          pointerEvents: 'none',
        }}
      />
    </Box>
  );
}
