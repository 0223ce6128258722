import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { Tool } from '../../../components/layout/tools';

interface ToolCardProps {
  tool: Tool;
}

/** An entry point to one tool from the home page. */
export function ToolCard({ tool }: ToolCardProps) {
  const { t } = useTranslation();
  const Icon = tool.icon;
  return (
    <Card sx={{ height: '100%', transition: 'border-color 150ms', '&:hover': { borderColor: 'primary.main' } }}>
      <CardActionArea
        component={RouterLink}
        to={tool.path}
        sx={{ height: '100%', p: 2.5, display: 'flex', alignItems: 'flex-start', justifyContent: 'flex-start', gap: 2 }}
      >
        <Box
          sx={{
            width: 44,
            height: 44,
            flexShrink: 0,
            borderRadius: 2.5,
            display: 'grid',
            placeItems: 'center',
            color: 'primary.main',
            bgcolor: (theme) => alpha(theme.palette.primary.main, 0.1),
          }}
        >
          <Icon />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography sx={{ fontWeight: 600, fontSize: 16 }}>{tool.name(t)}</Typography>
            {!tool.isAvailable && (
              <Chip label={t('Soon')} size="small" variant="outlined" sx={{ height: 20, fontSize: 11 }} />
            )}
          </Box>
          <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
            {tool.summary(t)}
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}
