import type { Argon2Request } from './argon2';

type WorkerAnswer = { masterKey: Uint8Array<ArrayBuffer> } | { error: string };

/**
 * Argon2id in a Web Worker, so the page stays responsive while it runs; in-process only where
 * Worker does not exist (jsdom tests, which have no workers).
 */
export function deriveMasterKey(request: Argon2Request): Promise<Uint8Array<ArrayBuffer>> {
  if (typeof Worker === 'undefined') return import('./argon2').then(({ runArgon2id }) => runArgon2id(request));
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./kdf.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
      worker.terminate();
      if ('masterKey' in event.data) resolve(event.data.masterKey);
      else reject(new Error(`Key derivation failed: ${event.data.error}`));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(`Key derivation failed: ${event.message || 'the worker did not start'}`));
    };
    worker.postMessage(request);
  });
}
