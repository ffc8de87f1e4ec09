import { createHash } from 'node:crypto';
import type { BuiltView } from './builtView';

export interface CachedView extends BuiltView {
  /** A strong validator of the view's JSON. */
  etag: string;
  builtAt: number;
  /** The characters of the view's JSON: what the entry weighs in the cache. */
  chars: number;
}

/**
 * Computed public views of this process, by key (a link's token and page), for a few seconds: a
 * link passed around a chat is opened by many at once. Bounded by the characters of the views'
 * JSON together (the oldest go first when a new one would pass it, and a view larger than the
 * whole bound is never kept); an expired entry is dropped when met, on each build, and by a timer
 * while any entry is kept (unref'd: it never keeps the process alive). It never decides whether a
 * link works: the caller checks the link (revoked? expired? target gone?) before asking.
 */
export class ViewCache {
  /** In order of building: the first entry is always the oldest. */
  private readonly views = new Map<string, CachedView>();
  private chars = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly lifetimeMs: number,
    private readonly maxChars: number,
    private readonly clock: () => number,
  ) {}

  /** How many views and characters are kept now. */
  get size(): { entries: number; chars: number } {
    return { entries: this.views.size, chars: this.chars };
  }

  async get(key: string, build: () => Promise<BuiltView | undefined>): Promise<CachedView | undefined> {
    const cached = this.views.get(key);
    if (cached !== undefined && this.clock() - cached.builtAt < this.lifetimeMs) return cached;
    this.drop(key);
    const built = await build();
    if (built === undefined) return undefined;
    const json = JSON.stringify(built.view);
    const fresh: CachedView = { ...built, etag: etagOf(json), builtAt: this.clock(), chars: json.length };
    this.sweep();
    if (fresh.chars > this.maxChars) return fresh;
    this.drop(key);
    while (this.chars + fresh.chars > this.maxChars) this.drop(this.views.keys().next().value!);
    this.views.set(key, fresh);
    this.chars += fresh.chars;
    this.arm();
    return fresh;
  }

  /** Drops every expired entry (the oldest first, so it stops at the first one still fresh). */
  sweep(): void {
    const now = this.clock();
    for (const [key, view] of this.views) {
      if (now - view.builtAt < this.lifetimeMs) break;
      this.drop(key);
    }
  }

  private drop(key: string): void {
    const view = this.views.get(key);
    if (view === undefined) return;
    this.views.delete(key);
    this.chars -= view.chars;
  }

  /** A sweep a lifetime from now, while anything is kept. */
  private arm(): void {
    if (this.timer !== undefined) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.sweep();
      if (this.views.size > 0) this.arm();
    }, this.lifetimeMs);
    this.timer.unref();
  }
}

function etagOf(json: string): string {
  return `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
}
