import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LanguageToggle } from '../../../components/LanguageToggle';
import { Logo } from '../../../components/Logo';
import { AppPath } from '../../../routes/paths';
import { AuthShowcase } from './AuthShowcase';

interface AuthShellProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  /** Links under the form (e.g. "Create account"). */
  footer?: ReactNode;
}

/** The frame of the sign-in screens: a product panel on wide screens and the form beside it. */
export function AuthShell({ title, subtitle, children, footer }: AuthShellProps) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' } }}>
      <AuthShowcase />
      <Box sx={{ display: 'flex', flexDirection: 'column', bgcolor: 'background.paper', minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', px: { xs: 2.5, md: 4 }, py: 2 }}>
          <Box
            component={RouterLink}
            to={AppPath.welcome}
            sx={{ display: { md: 'none' }, color: 'text.primary', textDecoration: 'none' }}
          >
            <Logo size={28} />
          </Box>
          <Box sx={{ flex: 1 }} />
          <LanguageToggle />
        </Box>
        <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', px: { xs: 2.5, sm: 4 }, pb: 6 }}>
          <Box component="main" sx={{ width: '100%', maxWidth: 420 }}>
            <Typography variant="h4" component="h1">
              {title}
            </Typography>
            <Typography color="textSecondary" sx={{ mt: 1, mb: 3.5 }}>
              {subtitle}
            </Typography>
            {children}
            {footer && <Box sx={{ mt: 3, textAlign: 'center' }}>{footer}</Box>}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
