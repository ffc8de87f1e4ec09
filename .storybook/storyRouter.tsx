import type { Decorator, Loader } from '@storybook/react-vite';
import { RouterProvider } from '@tanstack/react-router';
import { createContext, useContext, type ReactNode } from 'react';
import { appAreas } from '../src/web/appAreas';
import { CommandLineOverlay } from '../src/web/hubs';
import { createMemoryRouter, type MemoryRouter } from '../src/web/testing/memoryRouter';

/**
 * Stories render inside a TanStack memory router, so components with `Link`, `useNavigate` or
 * `useRouterState` work. A story picks the starting path with `parameters.router.path`. Its
 * context holds what the composition root hands the shell: the app's areas, the command line.
 *
 * The router is made and loaded in a loader (before render), so a `play` function finds the
 * story already on screen. The story itself reaches the route through a context slot, so a
 * change of args re-renders it without rebuilding the router.
 */
export interface RouterParameters {
  router?: { path?: string };
}

const StorySlot = createContext<(() => ReactNode) | null>(null);

function StoryOutlet() {
  const renderStory = useContext(StorySlot);
  return <>{renderStory?.()}</>;
}

export const loadStoryRouter: Loader = async ({ parameters }) => {
  const path = (parameters as RouterParameters).router?.path ?? '/';
  const router = createMemoryRouter(() => <StoryOutlet />, path, undefined, { areas: appAreas, CommandLineOverlay });
  await router.load();
  return { router };
};

export const withStoryRouter: Decorator = (Story, { loaded }) => {
  const router = (loaded as { router?: MemoryRouter }).router;
  if (!router) return <Story />;
  return (
    <StorySlot.Provider value={() => <Story />}>
      <RouterProvider router={router} />
    </StorySlot.Provider>
  );
};
