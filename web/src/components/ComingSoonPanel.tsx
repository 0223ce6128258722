import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { SvgIconComponent } from '@mui/icons-material';
import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import { AppPath } from '../routes/paths';

interface ComingSoonPanelProps {
  icon: SvgIconComponent;
  title: string;
  description: string;
  /** What the feature will let the user do, one line each. */
  capabilities: string[];
}

/** An honest placeholder for a feature still being built: what it will do, and nothing that pretends to work. */
export function ComingSoonPanel({ icon: Icon, title, description, capabilities }: ComingSoonPanelProps) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardContent
        sx={{ p: { xs: 3, md: 5 }, display: 'flex', gap: { xs: 3, md: 5 }, flexDirection: { xs: 'column', md: 'row' } }}
      >
        <Box
          sx={{
            width: 88,
            height: 88,
            flexShrink: 0,
            borderRadius: 4,
            display: 'grid',
            placeItems: 'center',
            color: 'primary.main',
            bgcolor: (theme) => alpha(theme.palette.primary.main, 0.1),
          }}
        >
          <Icon sx={{ fontSize: 44 }} />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h2">
              {title}
            </Typography>
            <Chip label={t('Coming soon')} size="small" color="primary" variant="outlined" />
          </Box>
          <Typography color="textSecondary" sx={{ mt: 1, maxWidth: 680 }}>
            {description}
          </Typography>
          <Typography variant="overline" color="textDisabled" component="p" sx={{ mt: 3 }}>
            {t('What it will do')}
          </Typography>
          <List dense disablePadding>
            {capabilities.map((capability) => (
              <ListItem key={capability} disableGutters sx={{ alignItems: 'flex-start' }}>
                <ListItemIcon sx={{ minWidth: 32, mt: 0.5, color: 'primary.main' }}>
                  <CheckCircleOutlineRounded fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={capability} slotProps={{ primary: { sx: { fontSize: 15 } } }} />
              </ListItem>
            ))}
          </List>
          <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
            {t('This part of Inkstone is being built. Nothing here works yet, and nothing is charged.')}
          </Typography>
          <Button component={RouterLink} to={AppPath.home} variant="outlined" sx={{ mt: 3 }}>
            {t('Back to home')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
