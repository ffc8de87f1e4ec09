import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StartedArea } from './area';
import { findCaller } from './caller';
import { isOpenOperation, listOperations, type Specification } from './contract';
import { ok } from './envelope';
import type { AreaHandlers, LooseHandler, LooseHandlers, SecurityHandlers } from './handlers';
import { RawAnswer } from './rawAnswer';

/** openapi-glue's handler: its return value is the response body. */
type RouteHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

interface Registered {
  handle: LooseHandler;
  /** What the area declared; undefined for fixture handlers, which follow the contract. */
  open: boolean | undefined;
  area: string;
}

/** Every area's handlers by operationId; an operation answered twice is a wiring bug. */
export function collectHandlers(areas: readonly StartedArea[]): Map<string, Registered> {
  const registered = new Map<string, Registered>();
  for (const area of areas) {
    for (const [open, group] of [[true, area.handlers.open], [false, area.handlers.secured]] as const) {
      for (const [operationId, handler] of Object.entries(group as AreaHandlers['open'] | AreaHandlers['secured'])) {
        const earlier = registered.get(operationId);
        if (earlier !== undefined) throw new Error(`${operationId} has handlers in both ${earlier.area} and ${area.name}`);
        // The registry validates the request against this operation's schemas before the handler
        // runs (and supplies a caller exactly when it is secured), so the typed input holds.
        registered.set(operationId, { handle: handler as LooseHandler, open, area: area.name });
      }
    }
  }
  return registered;
}

/** Fixture handlers (a contract the types do not know): open or secured as the fixture says. */
export function looseHandlers(handlers: LooseHandlers): Map<string, Registered> {
  return new Map(Object.entries(handlers).map(([operationId, handle]) => [operationId, { handle, open: undefined, area: 'fixture' }]));
}

/** Every area's security checks by scheme name; a scheme checked twice is a wiring bug. */
export function collectSecurity(areas: readonly StartedArea[]): SecurityHandlers {
  const schemes: SecurityHandlers = {};
  for (const area of areas) {
    for (const [scheme, check] of Object.entries(area.security)) {
      if (scheme in schemes) throw new Error(`Security scheme ${scheme} is checked by two areas`);
      schemes[scheme] = check;
    }
  }
  return schemes;
}

/**
 * openapi-glue's serviceHandlers: each handler gets the validated request parts and, on a secured
 * operation, the verified caller, and its data is wrapped in the success envelope. Refuses to
 * build when a handler's open/secured declaration disagrees with the contract.
 */
export function toRouteHandlers(spec: Specification, handlers: Map<string, Registered>): Record<string, RouteHandler> {
  const routes: Record<string, RouteHandler> = {};
  for (const operation of listOperations(spec)) {
    const registered = handlers.get(operation.operationId);
    if (registered === undefined) continue;
    const open = isOpenOperation(spec, operation);
    if (registered.open !== undefined && registered.open !== open) {
      const said = open ? 'needs no token' : 'needs a token';
      throw new Error(`${operation.operationId}: the contract says it ${said}, but ${registered.area} declares it ${registered.open ? 'open' : 'secured'}`);
    }
    routes[operation.operationId] = async (request, reply) => {
      const caller = findCaller(request);
      // A secured handler runs only after its security check: no caller here is a wiring bug.
      if (!open && caller === undefined) throw new Error(`${operation.operationId} ran without a verified caller`);
      const data = await registered.handle({
        body: request.body,
        query: request.query,
        params: request.params,
        caller: open ? undefined : caller,
        request,
        reply,
      });
      // An image's bytes (see rawAnswer.ts) go out as they are; returning the reply tells Fastify it was sent.
      if (data instanceof RawAnswer) return reply.code(data.statusCode).headers(data.headers).send(data.body);
      return ok(data);
    };
  }
  return routes;
}
