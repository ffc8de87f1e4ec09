import { createHash } from 'node:crypto';

const MODULUS = 1n << 256n;

/**
 * A table's checksum over its rows in any order: the sum of each row's SHA-256 (modulo 2^256).
 * Order-free because SQLite and PostgreSQL sort text differently (and some tables have no key to
 * sort by); a sum, unlike an XOR, also tells one row from the same row twice.
 */
export class TableChecksum {
  #sum = 0n;
  rows = 0;

  /** Adds one row, its values already normalised (columnValues.ts), in the table's column order. */
  add(values: ReadonlyArray<string | null>): void {
    const hash = createHash('sha256');
    for (const value of values) {
      // A length before each value, so ('ab', 'c') and ('a', 'bc') differ; -1 for null.
      hash.update(value === null ? '-1:' : `${Buffer.byteLength(value)}:`);
      if (value !== null) hash.update(value);
    }
    this.#sum = (this.#sum + BigInt(`0x${hash.digest('hex')}`)) % MODULUS;
    this.rows += 1;
  }

  get hex(): string {
    return this.#sum.toString(16).padStart(64, '0');
  }
}
