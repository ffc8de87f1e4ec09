import { createContext } from 'react';
import type { Outbox } from './outboxRuntime';

/**
 * The signed-in app's outbox (ServerDataProvider); null where a test renders screens without one.
 * Apart from its hooks (OutboxContext.tsx), so the first screen's code does not carry the machine.
 */
export const OutboxContext = createContext<Outbox | null>(null);
