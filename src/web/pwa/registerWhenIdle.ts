/**
 * Registers the service worker (registerWorker.ts) in the built app only, once the first screen has
 * loaded and the browser is idle, so its code and its precaching never slow the first visit. Not
 * in `npm run dev`, tests or Storybook (none is a production build).
 */
export function registerWhenIdle(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void import('./registerWorker').then(({ registerWorker }) => registerWorker());
  const whenIdle = () => (window.requestIdleCallback ? window.requestIdleCallback(register, { timeout: 5000 }) : setTimeout(register, 1000));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
