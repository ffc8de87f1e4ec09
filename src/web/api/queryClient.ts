import { QueryClient } from '@tanstack/react-query';

/** The app's query cache; one per app (main.tsx) or per test. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // One retry covers a network blip; the default three would hold back the error message
      // for seconds on refusals (4xx) that no retry can fix.
      queries: { retry: 1 },
    },
  });
}
