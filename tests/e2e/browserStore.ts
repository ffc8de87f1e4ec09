import type { Page } from 'playwright-core';

/**
 * Every entry of one IndexedDB object store of the page's origin, by key ({} before the app made
 * the database: opening one that does not exist would create it without the app's store).
 */
export function storeEntries(page: Page, database: string, store: string): Promise<Record<string, unknown>> {
  return page.evaluate(
    async ([database, store]) => {
      if (!(await indexedDB.databases()).some((known) => known.name === database)) return {};
      return new Promise<Record<string, unknown>>((resolve, reject) => {
        const opened = indexedDB.open(database);
        opened.onerror = () => reject(opened.error);
        opened.onsuccess = () => {
          const db = opened.result;
          if (!db.objectStoreNames.contains(store)) {
            db.close();
            resolve({});
            return;
          }
          const entries: Record<string, unknown> = {};
          const cursor = db.transaction(store).objectStore(store).openCursor();
          cursor.onsuccess = () => {
            if (!cursor.result) {
              db.close();
              resolve(entries);
              return;
            }
            entries[String(cursor.result.key)] = cursor.result.value;
            cursor.result.continue();
          };
        };
      });
    },
    [database, store] as const,
  );
}
