import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

interface SettingsCardProps {
  title: string;
  description?: string;
  children: ReactNode;
}

/** A titled card grouping related settings. */
export function SettingsCard({ title, description, children }: SettingsCardProps) {
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {description && (
          <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
            {description}
          </Typography>
        )}
        <Box sx={{ mt: 3 }}>{children}</Box>
      </CardContent>
    </Card>
  );
}
