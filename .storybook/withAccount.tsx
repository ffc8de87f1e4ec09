import type { Decorator } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { createQueryClient } from '../src/web/api/queryClient';
import { AuthProvider } from '../src/web/auth/AuthProvider';
import { createAuthRuntime } from '../src/web/auth/authRuntime';
import type { LocalUser } from '../src/web/session/localSession';
import { createFakeServer } from '../src/web/testing/fakeServer';
import { createMemorySession } from '../src/web/testing/memorySession';

/** `parameters.user`: the signed-in user the story shows (testUser()), or absent for a visitor. */
export interface AccountParameters {
  user?: LocalUser | null;
}

function Account({ user, children }: { user: LocalUser | null; children: React.ReactNode }) {
  // The accounts workflows as the app runs them, on a server that only knows this user, and a
  // session kept in memory: the shell reads its user from them, saves go nowhere real.
  const [parts] = useState(() => {
    const server = createFakeServer({ user });
    const runtime = createAuthRuntime({
      fetch: server.fetch,
      baseUrl: `${location.origin}/story-api`,
      session: createMemorySession(user),
      toasts: { send: () => {} },
      navigate: () => {},
      translate: (_id, text) => text,
      fingerprint: async () => 'story',
    });
    return { runtime, queryClient: createQueryClient({ refreshUser: runtime.refreshUser }) };
  });
  useEffect(() => () => parts.runtime.stop(), [parts]);
  return (
    <AuthProvider runtime={parts.runtime}>
      <QueryClientProvider client={parts.queryClient}>{children}</QueryClientProvider>
    </AuthProvider>
  );
}

/** The accounts workflows and the query cache for every story; keyed on the user so each story starts fresh. */
export const withAccount: Decorator = (Story, { parameters, id }) => {
  const user = (parameters as AccountParameters).user ?? null;
  return (
    <Account key={`${id}-${user?._id ?? 'visitor'}`} user={user}>
      <Story />
    </Account>
  );
};
