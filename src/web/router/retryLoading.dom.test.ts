// Proves the two repairs behind "Try again": stylesheets that failed are fetched again (Vite never
// retries them), and TanStack Router's reload for a chunk it could not fetch is held back while
// offline (that reload would land on the browser's error page) and given back once online.
import { afterEach, describe, expect, it } from 'vitest';
import { holdChunkReloadsWhileOffline, releaseHeldReloads, retryFailedStylesheets } from './retryLoading';

const chunkError = new TypeError('Failed to fetch dynamically imported module: http://app.test/assets/Notes-1.js');
const reloadKey = `tanstack_router_reload:${chunkError.message}`;

/** A window whose connection is as given, with its own event target and session storage. */
function fakeWindow(onLine: boolean) {
  const target = new EventTarget() as unknown as Window;
  Object.assign(target, { navigator: { onLine }, sessionStorage });
  holdChunkReloadsWhileOffline(target);
  return target;
}

function preloadError(target: Window, payload: unknown) {
  const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload });
  target.dispatchEvent(event);
  return event;
}

afterEach(() => {
  releaseHeldReloads();
  sessionStorage.clear();
  document.head.innerHTML = '';
});

describe('holdChunkReloadsWhileOffline', () => {
  it('marks the reload as done for a chunk that failed offline, and releases it on request', () => {
    const target = fakeWindow(false);
    const event = preloadError(target, chunkError);
    expect(sessionStorage.getItem(reloadKey)).toBe('1');
    // The error still reaches the route (and its error screen).
    expect(event.defaultPrevented).toBe(false);
    releaseHeldReloads();
    expect(sessionStorage.getItem(reloadKey)).toBeNull();
  });

  it('leaves the reload to the router when online: a new deployment replaced the chunk', () => {
    preloadError(fakeWindow(true), chunkError);
    expect(sessionStorage.getItem(reloadKey)).toBeNull();
  });

  it('listens once per window, however often it is asked', () => {
    const target = fakeWindow(false);
    holdChunkReloadsWhileOffline(target);
    const added: string[] = [];
    const setItem = sessionStorage.setItem.bind(sessionStorage);
    Object.assign(target, { sessionStorage: { getItem: (key: string) => sessionStorage.getItem(key), setItem: (key: string, value: string) => (added.push(key), setItem(key, value)) } });
    preloadError(target, chunkError);
    expect(added).toEqual([reloadKey]);
  });

  it('never releases a mark the router set itself', () => {
    sessionStorage.setItem(reloadKey, '1');
    preloadError(fakeWindow(false), chunkError);
    releaseHeldReloads();
    expect(sessionStorage.getItem(reloadKey)).toBe('1');
  });
});

describe('retryFailedStylesheets', () => {
  function stylesheet(href: string) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    document.head.append(link);
    return link;
  }

  /** Answers each stylesheet link added from now on with `load` or `error`, as the network would. */
  function answerNewLinks(answer: (href: string) => 'load' | 'error') {
    const observer = new MutationObserver((records) => {
      for (const node of records.flatMap((record) => [...record.addedNodes])) {
        if (node instanceof HTMLLinkElement) queueMicrotask(() => node.dispatchEvent(new Event(answer(node.href))));
      }
    });
    observer.observe(document.head, { childList: true });
    return observer;
  }

  it('replaces each stylesheet that has no sheet with a fresh link and resolves true once they load', async () => {
    const failed = stylesheet('http://app.test/assets/form.css');
    const observer = answerNewLinks(() => 'load');
    await expect(retryFailedStylesheets()).resolves.toBe(true);
    observer.disconnect();
    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((link) => link.href)).toEqual(['http://app.test/assets/form.css']);
    expect(links[0]).not.toBe(failed);
  });

  it('counts a sheet whose rules cannot be read as failed (what Chromium leaves after a network error), and leaves loaded ones alone', async () => {
    const failed = stylesheet('http://app.test/assets/failed.css');
    Object.defineProperty(failed, 'sheet', {
      get: () => ({
        get cssRules(): CSSRuleList {
          throw new DOMException('Cannot access rules', 'SecurityError');
        },
      }),
    });
    const loaded = stylesheet('http://app.test/assets/loaded.css');
    Object.defineProperty(loaded, 'sheet', { get: () => ({ cssRules: [] }) });
    const observer = answerNewLinks(() => 'load');
    await expect(retryFailedStylesheets()).resolves.toBe(true);
    observer.disconnect();
    const links = [...document.head.querySelectorAll('link')];
    expect(links).toContain(loaded);
    expect(links).not.toContain(failed);
    expect(links.map((link) => link.href)).toEqual(['http://app.test/assets/failed.css', 'http://app.test/assets/loaded.css']);
  });

  it('resolves false when one still fails', async () => {
    stylesheet('http://app.test/assets/a.css');
    stylesheet('http://app.test/assets/b.css');
    const observer = answerNewLinks((href) => (href.endsWith('b.css') ? 'error' : 'load'));
    await expect(retryFailedStylesheets()).resolves.toBe(false);
    observer.disconnect();
  });

  it('has nothing to do when no stylesheet failed', async () => {
    await expect(retryFailedStylesheets()).resolves.toBe(true);
  });
});
