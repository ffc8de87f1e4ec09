// Types of precompress.mjs for the TypeScript tests that import it.
export declare const COMPRESSIBLE: RegExp;
export declare const MIN_BYTES: number;
export interface CompressedFile {
  /** Relative to the folder compressed. */
  file: string;
  bytes: number;
  /** Size of the .br copy, when one was written. */
  br?: number;
  /** Size of the .gz copy, when one was written. */
  gzip?: number;
}
export declare function precompress(dir: string): Promise<CompressedFile[]>;
