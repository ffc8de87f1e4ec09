import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { apiClient } from './api/api';
import { createQueryClient } from './api/queryClient';
import { createAppAuthRuntime, navigateWith } from './auth/appAuthRuntime';
import { createAppRouter } from './router/router';
import { invalidateOnSessionChange } from './router/sessionSync';
import { localSession } from './session/localSession';
import { createToastActor } from './shell/toastActor';

const queryClient = createQueryClient();
const toastActor = createToastActor();
const router = createAppRouter({ context: { session: localSession, queryClient } });
invalidateOnSessionChange(router, localSession);
// The accounts workflows, started once (DESIGN §5) from the stored session; they also give
// apiClient its tokens and spec §8's refresh/logout rules.
const authRuntime = createAppAuthRuntime({ client: apiClient, navigate: navigateWith(router), toastActor });
// A sign-in or sign-out in another tab reaches this one too.
window.addEventListener('storage', (event) => {
  if (event.key === null || event.key.startsWith('lifelog.')) {
    localSession.reload();
    authRuntime.syncFromSession();
  }
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

createRoot(container).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} toastActor={toastActor} authRuntime={authRuntime} />
  </StrictMode>,
);
