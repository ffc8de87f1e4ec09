import { RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { LanguageCode, Theme } from '../../domain/preferences';
import { localSession, type LocalUser } from '../session/localSession';
import { ShellProviders } from '../shell/ShellProviders';
import type { ToastActor } from '../shell/toastActor';
import { createMemoryRouter } from './memoryRouter';

export interface RenderWithShellOptions {
  /** Where the memory router starts. */
  path?: string;
  /** The signed-in user, or null (the default) for a visitor. */
  user?: LocalUser | null;
  theme?: Theme;
  language?: LanguageCode;
  /** Defaults to "online" so no test sends a request; pass a stub to test offline behaviour. */
  connectivityCheck?: () => Promise<boolean>;
  toastActor?: ToastActor;
}

/**
 * Renders `ui` inside the shell's providers and a memory router (see createMemoryRouter), with
 * the local session set as asked. Resolves once the router has rendered.
 */
export async function renderWithShell(ui: ReactNode, options: RenderWithShellOptions = {}) {
  const { path = '/', user = null, theme, language, connectivityCheck = async () => true, toastActor } = options;
  // The session store keeps its state in memory; storage is cleared between tests, it is not.
  localSession.clear();
  if (user) localSession.setUser(user);

  const router = createMemoryRouter(() => ui, path);
  await router.load();
  const result = render(
    <ShellProviders initialTheme={theme} initialLanguage={language} connectivityCheck={connectivityCheck} toastActor={toastActor}>
      <RouterProvider router={router} />
    </ShellProviders>,
  );
  return { ...result, router, user: userEvent.setup() };
}
