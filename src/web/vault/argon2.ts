import { argon2id } from 'hash-wasm';

/** What Argon2id is run with: the contract's `VaultKdf` with the salt as bytes. */
export interface Argon2Request {
  password: string;
  salt: Uint8Array<ArrayBuffer>;
  memoryKiB: number;
  iterations: number;
  parallelism: number;
}

/** The master key's length: 256 bits, which HKDF then splits. */
export const masterKeyBytes = 32;

/**
 * Argon2id (RFC 9106) by hash-wasm's WebAssembly build. Run in the KDF worker, or in-process
 * where there is no Worker (jsdom tests).
 */
export async function runArgon2id({ password, salt, memoryKiB, iterations, parallelism }: Argon2Request): Promise<Uint8Array<ArrayBuffer>> {
  const hash = await argon2id({ password, salt, memorySize: memoryKiB, iterations, parallelism, hashLength: masterKeyBytes, outputType: 'binary' });
  return new Uint8Array(hash);
}
