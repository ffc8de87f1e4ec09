import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Toasts stay 1 s (spec §9), which a busy machine's polling can miss, so a journey's page records
 * every text its live regions get: `await page.addInitScript(recordToasts)` before the first load.
 */
export function recordToasts() {
  const seen: string[] = [];
  Object.assign(window, { seenToasts: seen });
  new MutationObserver((changes) => {
    for (const change of changes) {
      for (const node of change.addedNodes) {
        const region = (node instanceof Element ? node : node.parentElement)?.closest('[role="status"], [role="alert"]');
        const text = node.textContent?.trim();
        if (region && text) seen.push(text);
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

/** Waits for a toast with `text`, shown since the last one waited for (see recordToasts). */
export async function expectToast(page: Page, text: string) {
  await expect
    .poll(() =>
      page.evaluate((wanted) => {
        const seen = (window as unknown as { seenToasts: string[] }).seenToasts;
        const index = seen.findIndex((shown) => shown.includes(wanted));
        if (index >= 0) seen.splice(0, index + 1);
        return index >= 0;
      }, text),
    )
    .toBe(true);
}
