import { newChangeKey } from './changeKey';
import type { OutboxBrowser } from './outboxRuntime';

/** The Web Lock the sending tab holds; the service worker sends a closed tab's outbox only when no tab holds it. */
export const outboxLockName = 'lifelog-outbox';
const channelName = 'lifelog-outbox';

/** The real browser: `online`/`offline`, Web Locks (one sending tab), BroadcastChannel (every tab in step). */
export function realOutboxBrowser(): OutboxBrowser {
  return {
    isOnline: () => navigator.onLine,
    watchNetwork(onChange) {
      const online = () => onChange(true);
      const offline = () => onChange(false);
      window.addEventListener('online', online);
      window.addEventListener('offline', offline);
      return () => {
        window.removeEventListener('online', online);
        window.removeEventListener('offline', offline);
      };
    },
    holdLock:
      'locks' in navigator
        ? (onHeld) => {
            let release = () => {};
            const held = new Promise<void>((resolve) => (release = resolve));
            // Held until this tab closes or stops the outbox; then the next tab waiting gets it.
            void navigator.locks.request(outboxLockName, () => {
              onHeld();
              return held;
            });
            return { release: () => release() };
          }
        : undefined,
    channel:
      typeof BroadcastChannel === 'undefined'
        ? undefined
        : (() => {
            const channel = new BroadcastChannel(channelName);
            return {
              post: (userId: string) => channel.postMessage(userId),
              listen(onMessage: (userId: string) => void) {
                const heard = (event: MessageEvent<unknown>) => typeof event.data === 'string' && onMessage(event.data);
                channel.addEventListener('message', heard);
                return () => channel.removeEventListener('message', heard);
              },
            };
          })(),
    newId: newChangeKey,
    now: () => new Date(),
  };
}
