import { createHash } from 'node:crypto';
import type { BuiltView } from './publicViews';

export interface CachedView extends BuiltView {
  /** A strong validator of the view's JSON. */
  etag: string;
  builtAt: number;
}

/**
 * Computed public views of this process, by token, for a few seconds: a link passed around a chat
 * is opened by many at once. Bounded: the oldest entry goes when it is full. It never decides
 * whether a link works: the caller checks the link (revoked? expired? target gone?) before asking.
 */
export class ViewCache {
  private readonly views = new Map<string, CachedView>();

  constructor(
    private readonly lifetimeMs: number,
    private readonly maxEntries: number,
  ) {}

  async get(token: string, nowMs: number, build: () => Promise<BuiltView | undefined>): Promise<CachedView | undefined> {
    const cached = this.views.get(token);
    if (cached !== undefined && nowMs - cached.builtAt < this.lifetimeMs) return cached;
    this.views.delete(token);
    const built = await build();
    if (built === undefined) return undefined;
    const fresh = { ...built, etag: etagOf(built.view), builtAt: nowMs };
    if (this.views.size >= this.maxEntries) {
      const oldest = this.views.keys().next();
      if (oldest.done !== true) this.views.delete(oldest.value);
    }
    this.views.set(token, fresh);
    return fresh;
  }
}

function etagOf(view: unknown): string {
  return `"${createHash('sha256').update(JSON.stringify(view)).digest('base64url').slice(0, 27)}"`;
}
