import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { LoadingBar } from './components/LoadingBar';
import { SnackbarHost } from './components/SnackbarHost';
import { queryClient } from './lib/queryClient';
import { useThemeMode } from './hooks/useThemeMode';
import { darkTheme, theme } from './theme/theme';

interface AppProps {
  router: ReturnType<typeof createBrowserRouter>;
}

/** The app: theme, query cache, the routed view, the loading bar and the notification list. */
export function App({ router }: AppProps) {
  const mode = useThemeMode();
  return (
    <ThemeProvider theme={mode === 'dark' ? darkTheme : theme}>
      <CssBaseline enableColorScheme />
      <QueryClientProvider client={queryClient}>
        <LoadingBar />
        <RouterProvider router={router} />
        <SnackbarHost />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
