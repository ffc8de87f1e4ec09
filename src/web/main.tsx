import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createQueryClient } from './api/queryClient';
import { createAppRouter } from './router/router';
import { invalidateOnSessionChange } from './router/sessionSync';
import { localSession } from './session/localSession';
import { createToastActor } from './shell/toastActor';

const queryClient = createQueryClient();
const toastActor = createToastActor();
const router = createAppRouter({ context: { session: localSession, queryClient } });
invalidateOnSessionChange(router, localSession);
// A sign-in or sign-out in another tab reaches this one too.
window.addEventListener('storage', (event) => {
  if (event.key === null || event.key.startsWith('lifelog.')) localSession.reload();
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

createRoot(container).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} toastActor={toastActor} />
  </StrictMode>,
);
