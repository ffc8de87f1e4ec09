import type { FastifyInstance } from 'fastify';

/** How often idle keep-alive connections are closed while the server drains. */
const SWEEP_MS = 100;

/**
 * Lets a closing server finish: answers sent after the drain begins say `Connection: close`, and
 * connections left idle by a keep-alive client are closed as they become idle, so closing waits
 * for the requests under way and not for the clients' idle sockets. Call before the app listens.
 */
export function drainOnClose(app: FastifyInstance): { begin: () => () => void } {
  let draining = false;
  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining) reply.header('connection', 'close');
    return payload;
  });
  return {
    begin: () => {
      draining = true;
      const sweep = setInterval(() => app.server.closeIdleConnections(), SWEEP_MS);
      return () => clearInterval(sweep);
    },
  };
}
