/// <reference lib="webworker" />
import { runArgon2id, type Argon2Request } from './argon2';

// The Argon2id run off the page's thread: 64 MiB and three passes take about a second, during
// which the page stays responsive (the login form shows that it is working). One worker per
// derivation: it posts the master key, or the error's message, and is ended by the page.

declare const self: DedicatedWorkerGlobalScope;

self.onmessage = async (event: MessageEvent<Argon2Request>) => {
  try {
    const masterKey = await runArgon2id(event.data);
    self.postMessage({ masterKey }, [masterKey.buffer]);
  } catch (error) {
    self.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
};
