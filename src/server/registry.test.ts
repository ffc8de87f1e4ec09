// Proves the registry refuses wiring mistakes the types cannot see: an operation answered by two
// areas, a security scheme checked twice, and a handler declared open or secured against what the
// contract says (so a handler never reads a caller that no token proved).
import { describe, expect, it } from 'vitest';
import type { StartedArea } from './area';
import { collectHandlers, collectSecurity, toRouteHandlers } from './registry';

const area = (name: string, handlers: Partial<StartedArea>): StartedArea => ({
  name,
  handlers: { open: {}, secured: {} },
  security: {},
  timers: [],
  ...handlers,
});
const answer = async () => ({ db: 'sqlite' as const, version: '0.0.0' });
const spec = (security: unknown[]) => ({
  security: [{ accessToken: [] }],
  paths: { '/thing': { get: { operationId: 'getHealth', security, responses: {} } } },
});

describe('the handler registry', () => {
  it('refuses an operation answered by two areas', () => {
    const areas = [
      area('one', { handlers: { open: { getHealth: answer }, secured: {} } }),
      area('two', { handlers: { open: {}, secured: { getHealth: answer } } }),
    ];
    expect(() => collectHandlers(areas)).toThrow('getHealth has handlers in both one and two');
  });

  it('refuses a security scheme checked by two areas', () => {
    const check = async () => undefined;
    expect(() => collectSecurity([area('one', { security: { accessToken: check } }), area('two', { security: { accessToken: check } })])).toThrow(
      'Security scheme accessToken is checked by two areas',
    );
  });

  it('refuses an open handler for an operation the contract secures, and the reverse', () => {
    const open = collectHandlers([area('health', { handlers: { open: { getHealth: answer }, secured: {} } })]);
    expect(() => toRouteHandlers(spec([{ accessToken: [] }]), open)).toThrow('getHealth: the contract says it needs a token, but health declares it open');
    const secured = collectHandlers([area('health', { handlers: { open: {}, secured: { getHealth: answer } } })]);
    expect(() => toRouteHandlers(spec([]), secured)).toThrow('getHealth: the contract says it needs no token, but health declares it secured');
    expect(Object.keys(toRouteHandlers(spec([]), open))).toEqual(['getHealth']);
  });
});
