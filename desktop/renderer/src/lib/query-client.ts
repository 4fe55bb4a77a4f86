import { QueryClient } from '@tanstack/react-query';

/** One client for the app: server data stays fresh for a minute and failed reads retry once. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
