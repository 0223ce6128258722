import { QueryClient } from '@tanstack/react-query';

/**
 * The app's query cache. Failed calls are not retried: the API client has already told the user,
 * and the server's errors (validation, rate limits) do not get better on a second try.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
