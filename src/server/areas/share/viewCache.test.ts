import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BuiltView } from './builtView';
import { ViewCache } from './viewCache';

/** A view whose JSON is about `chars` characters long. */
const viewOf = (chars: number): BuiltView => ({ view: { name: 'x'.repeat(chars - 46), fields: [], items: [], next: null }, imageIds: new Set() });

describe('ViewCache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps the views within the characters it may hold, dropping the oldest first', async () => {
    const cache = new ViewCache(5000, 250, () => 0);
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => viewOf(100));
    expect(cache.size).toEqual({ entries: 2, chars: 200 });
    let built = 0;
    await cache.get('a', async () => (built++, viewOf(100)));
    expect(built).toBe(1); // 'a' went first
    await cache.get('c', async () => (built++, viewOf(100)));
    expect(built).toBe(1); // 'c' is still kept
  });

  it('answers a view larger than it may hold without keeping it', async () => {
    const cache = new ViewCache(5000, 250, () => 0);
    expect((await cache.get('big', async () => viewOf(300)))?.chars).toBe(300);
    expect(cache.size).toEqual({ entries: 0, chars: 0 });
  });

  it('drops expired views on the next build, and its timer drops them without one', async () => {
    vi.useFakeTimers();
    let now = 0;
    const cache = new ViewCache(10, 10_000, () => now);
    await cache.get('a', async () => viewOf(100));
    await cache.get('b', async () => viewOf(100));
    now = 20;
    await cache.get('c', async () => viewOf(100));
    expect(cache.size).toEqual({ entries: 1, chars: 100 });
    now = 40;
    await vi.advanceTimersByTimeAsync(10);
    expect(cache.size).toEqual({ entries: 0, chars: 0 });
  });
});
