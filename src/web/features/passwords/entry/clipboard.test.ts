// Proves that a copied secret leaves the clipboard after 30 s, and only when it is still there:
// read back where the browser allows it, else cleared only if this tab's copy was the last.
import { describe, expect, it, vi } from 'vitest';
import { copyForAWhile } from './clipboard';

function fakeClipboard({ readable }: { readable: boolean | 'refused' }) {
  const state = { text: '' };
  const timers: Array<{ run: () => void; ms: number }> = [];
  const clipboard = {
    writeText: vi.fn(async (text: string) => void (state.text = text)),
    ...(readable === false ? {} : { readText: vi.fn(async () => (readable === 'refused' ? Promise.reject(new DOMException('denied', 'NotAllowedError')) : state.text)) }),
  };
  const setTimer = (run: () => void, ms: number) => timers.push({ run, ms });
  // Runs every timer due, then lets their promises settle.
  const elapse = async () => {
    for (const timer of timers.splice(0)) timer.run();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { state, clipboard, setTimer, timers, elapse };
}

describe('copyForAWhile', () => {
  it('copies, and clears after 30 s when the clipboard still holds the copy', async () => {
    const fake = fakeClipboard({ readable: true });
    await copyForAWhile('hunter2', fake);
    expect(fake.state.text).toBe('hunter2');
    expect(fake.timers.map((timer) => timer.ms)).toEqual([30_000]);
    await fake.elapse();
    expect(fake.state.text).toBe('');
  });

  it('leaves what the user copied since', async () => {
    const fake = fakeClipboard({ readable: true });
    await copyForAWhile('hunter2', fake);
    fake.state.text = 'a shopping list';
    await fake.elapse();
    expect(fake.state.text).toBe('a shopping list');
  });

  it('without reading, clears only when its own copy was the last one', async () => {
    const fake = fakeClipboard({ readable: false });
    await copyForAWhile('first', fake);
    await copyForAWhile('second', fake);
    const [first, second] = fake.timers.splice(0);
    first!.run();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fake.state.text).toBe('second');
    second!.run();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fake.state.text).toBe('');
  });

  it('falls back the same way when reading is refused', async () => {
    const fake = fakeClipboard({ readable: 'refused' });
    await copyForAWhile('hunter2', fake);
    await fake.elapse();
    expect(fake.state.text).toBe('');
  });

  it('rejects, and sets no timer, when the browser refuses the copy', async () => {
    const fake = fakeClipboard({ readable: true });
    fake.clipboard.writeText.mockRejectedValueOnce(new Error('denied'));
    await expect(copyForAWhile('hunter2', fake)).rejects.toThrow('denied');
    expect(fake.timers).toEqual([]);
  });
});
