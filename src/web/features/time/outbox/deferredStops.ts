import type { OutboxChange } from '../../../../../machines/outboxMachine';

/**
 * A stop of a stamp whose start still waits in the outbox. The server has not given that stamp an
 * id yet, so the stop cannot be queued as a call; it is kept here (per user, on this device) and
 * queued as soon as the start has landed (`sendDeferredStops`), with the moment the user tapped.
 */
export interface DeferredStop {
  /** The waiting start, as its request names it. */
  name: string;
  timeGroupId: string;
  startTime: string;
  /** The moment the user stopped it. */
  endTime: string;
  timeZone?: string;
}

const storageKey = (userId: string) => `lifelog.time.deferredStops.${userId}`;
const listeners = new Set<() => void>();
// The same array while nothing changed, as useSyncExternalStore needs.
const cache = new Map<string, { raw: string | null; stops: DeferredStop[] }>();

function readRaw(userId: string): string | null {
  try {
    return localStorage.getItem(storageKey(userId));
  } catch {
    return null; // storage blocked: nothing was kept
  }
}

/** The stops waiting for their start, oldest first. */
export function deferredStopsOf(userId: string): DeferredStop[] {
  const raw = readRaw(userId);
  const cached = cache.get(userId);
  if (cached && cached.raw === raw) return cached.stops;
  let stops: DeferredStop[];
  try {
    stops = raw ? (JSON.parse(raw) as DeferredStop[]) : [];
  } catch {
    stops = []; // not ours, or damaged: nothing to keep
  }
  cache.set(userId, { raw, stops });
  return stops;
}

function writeStops(userId: string, stops: DeferredStop[]) {
  try {
    if (stops.length === 0) localStorage.removeItem(storageKey(userId));
    else localStorage.setItem(storageKey(userId), JSON.stringify(stops));
  } catch {
    // storage blocked: the stop holds for this page only
    cache.set(userId, { raw: readRaw(userId), stops });
  }
  listeners.forEach((listener) => listener());
}

export const addDeferredStop = (userId: string, stop: DeferredStop) => writeStops(userId, [...deferredStopsOf(userId), stop]);

export const removeDeferredStop = (userId: string, stop: DeferredStop) =>
  writeStops(userId, deferredStopsOf(userId).filter((kept) => !(kept.startTime === stop.startTime && kept.timeGroupId === stop.timeGroupId && sameName(kept.name, stop.name))));

export function subscribeDeferredStops(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** Whether a stamp (or a start's body) is the one a deferred stop waits to stop. */
export const isStampOf = (stop: DeferredStop, stamp: { name?: string; timeGroupId?: string; startTime?: string }) =>
  stamp.startTime === stop.startTime && stamp.timeGroupId === stop.timeGroupId && sameName(stamp.name ?? '', stop.name);

/** Whether the stop's start still waits in the outbox (to be sent, or refused and waiting for the user). */
export const startStillWaits = (stop: DeferredStop, changes: readonly OutboxChange[]) =>
  changes.some((change) => change.request.method === 'POST' && change.request.path === '/time-stamp' && isStampOf(stop, (change.request.body ?? {}) as object));
