// Proves how a tab keeps up: another tab's storage change is re-read and followed, and coming
// back to the tab (focus, or the page becoming visible) re-reads the user; nothing after stop.
import { describe, expect, it, vi } from 'vitest';
import { syncWithWindow } from './windowSync';

function setup(visibilityState: DocumentVisibilityState = 'visible') {
  const runtime = { refreshUser: vi.fn(async () => true), syncFromSession: vi.fn() };
  const reloadSession = vi.fn();
  const win = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState });
  const stop = syncWithWindow(runtime, { window: win as unknown as Window, document: doc as unknown as Document, reloadSession });
  return { runtime, reloadSession, win, doc, stop };
}

const storage = (key: string | null) => Object.assign(new Event('storage'), { key }) as StorageEvent;

describe('syncWithWindow', () => {
  it("follows another tab's change to the stored session", () => {
    const { runtime, reloadSession, win } = setup();
    win.dispatchEvent(storage('lifelog.user'));
    expect(reloadSession).toHaveBeenCalledTimes(1);
    expect(runtime.syncFromSession).toHaveBeenCalledTimes(1);
    win.dispatchEvent(storage(null)); // storage cleared
    expect(runtime.syncFromSession).toHaveBeenCalledTimes(2);
  });

  it("ignores other sites' and other keys' storage", () => {
    const { runtime, win } = setup();
    win.dispatchEvent(storage('something.else'));
    expect(runtime.syncFromSession).not.toHaveBeenCalled();
  });

  it('re-reads the user when the tab gets focus', () => {
    const { runtime, win } = setup();
    win.dispatchEvent(new Event('focus'));
    expect(runtime.refreshUser).toHaveBeenCalledTimes(1);
  });

  it('re-reads the user when the page becomes visible, not when it is hidden', () => {
    const visible = setup('visible');
    visible.doc.dispatchEvent(new Event('visibilitychange'));
    expect(visible.runtime.refreshUser).toHaveBeenCalledTimes(1);
    const hidden = setup('hidden');
    hidden.doc.dispatchEvent(new Event('visibilitychange'));
    expect(hidden.runtime.refreshUser).not.toHaveBeenCalled();
  });

  it('stops listening when stopped', () => {
    const { runtime, win, doc, stop } = setup();
    stop();
    win.dispatchEvent(new Event('focus'));
    win.dispatchEvent(storage('lifelog.user'));
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(runtime.refreshUser).not.toHaveBeenCalled();
    expect(runtime.syncFromSession).not.toHaveBeenCalled();
  });
});
