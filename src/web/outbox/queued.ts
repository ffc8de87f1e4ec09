import type { OutboxChange } from '../../../machines/outboxMachine';

/** What a queueable mutation resolves with when its change waits in the outbox instead of an answer. */
export interface Queued {
  queued: OutboxChange;
}

export const isQueued = (result: unknown): result is Queued =>
  typeof result === 'object' && result !== null && 'queued' in result && typeof (result as Queued).queued === 'object';
